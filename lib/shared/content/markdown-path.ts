/** The address of a page's Markdown variant, beside its HTML: `<page>/index.md`. */
export const markdownPathOf = (pagePath: string) => `${pagePath}index.md`

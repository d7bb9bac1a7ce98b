import { Marked } from 'marked'
import { escapeHtml } from '@/lib/server/html'

// Content is Markdown only: raw HTML in a content file is shown as text, never injected.
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    // Editors' external links open in the same tab but leak no referrer.
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens)
      const external = /^https?:\/\//.test(href)
      const attrs = [`href="${escapeHtml(href)}"`, title ? `title="${escapeHtml(title)}"` : '', external ? 'rel="noopener noreferrer"' : '']
      return `<a ${attrs.filter(Boolean).join(' ')}>${inner}</a>`
    },
  },
})

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string
}

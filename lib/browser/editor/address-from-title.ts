// The address (slug) a title suggests: lowercase ASCII letters, digits and hyphens, as the build's `slug` rule asks;
// Polish letters written without their marks (ł has none to drop, so it is named).

const LETTERS: Record<string, string> = { ł: 'l', Ł: 'l' }

export function addressFromTitle(title: string): string {
  return title
    .replace(/[łŁ]/g, (c) => LETTERS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

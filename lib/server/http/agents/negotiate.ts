import Negotiator from 'negotiator'

// As Express's `req.accepts`: a browser (text/html first, */* lower) gets HTML, and `*/*` alone the first type we name.

const preferred = (accept: string | null, ours: [string, string]) =>
  accept ? new Negotiator({ headers: { accept } }).mediaType(ours) : undefined

/** The Markdown variant of a page rather than its HTML. */
export const prefersMarkdown = (accept: string | null) =>
  preferred(accept, ['text/html', 'text/markdown']) === 'text/markdown'

/** A browser's HTML rather than JSON (any type at q=1, or no Accept at all, is a script: JSON). */
export const prefersHtml = (accept: string | null) =>
  preferred(accept, ['application/json', 'text/html']) === 'text/html'

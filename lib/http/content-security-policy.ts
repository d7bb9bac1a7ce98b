import { createHash, randomBytes } from 'node:crypto'

// DESIGN: one Content-Security-Policy per kind of answer, each allowing only what that answer uses.
//
// - Everything but the HTML pages (API answers, feeds, sitemap, openapi.json, Markdown variants, fonts, scripts)
//   loads nothing and is framed by no one: `default-src 'none'` (API_POLICY, set in next.config.ts).
// - Every page is static: HTML written at build time, the same for every visitor, so it cannot carry a
//   per-request nonce, and rendering each visit only for a nonce would cost every visit a render (the form pages
//   ask for their per-visit marker and challenge with a request of their own). Its policy is read from its HTML
//   once per server (static-page-hashes.ts): inline scripts and styles are allowed by their sha256 hashes, and
//   nothing else inline.
//   - A page without a form has no script after the build (lib/build/page-scripts.ts): `script-src 'none'`.
//   - A form page holds Next's scripts until its form is used, and runs them then by re-inserting them: the
//     inline ones (the RSC payload, the page script itself) are allowed by hash, the same text as in the HTML,
//     and Next's chunk files by 'self'. 'strict-dynamic' is left out, since with it 'self' would no longer allow
//     chunk files that carry neither nonce nor integrity.
//   - A bare `next build` (without the build's second step) gets the same hash policy, scripts included.
// - A page rendered per request (`next dev`, or a server that cannot read the build's HTML) gets a fresh nonce.
//   proxy.ts puts the policy on the request too, where Next reads the nonce and stamps it on every script and
//   style it writes; 'strict-dynamic' then lets those scripts load the chunks they need (and Turnstile's api.js),
//   while an injected <script> without the nonce, inline or not, never runs.
// - Style attributes in the HTML are refused but one: `color:transparent`, which Next's <Image> writes on every
//   image (the material covers) and which is allowed by its hash alone ('unsafe-hashes' lets a hash match an
//   attribute; nothing else is allowed by it). Styles React sets on the client go through the CSSOM, which the
//   policy does not govern.
// - Turnstile's origin (its script and its iframe) only on pages that carry a form and only when Turnstile is the
//   configured challenge; the local challenge's token comes with the form's session and needs nothing.
// - `next dev` renders every page per request (always the nonce), and React needs eval there for its error
//   stacks; its styles are injected by the dev client without a nonce.

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The style attributes written into server-rendered HTML: Next's <Image> hides its alt text while loading. */
const STYLE_ATTRIBUTES = ['color:transparent']

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** How a page's own scripts and styles are allowed: a nonce (rendered per request) or their hashes (static). */
export type PageSources = { nonce: string } | { scriptHashes: string[]; styleHashes: string[] }

export interface PagePolicyOptions {
  sources: PageSources
  /** The page shows Turnstile's widget. */
  turnstile: boolean
  /** `next dev`. */
  development: boolean
}

export function pagePolicy({ sources, turnstile, development }: PagePolicyOptions): string {
  const turnstileSource = turnstile ? [TURNSTILE_ORIGIN] : []
  const scripts =
    'nonce' in sources
      ? [`'nonce-${sources.nonce}'`, "'strict-dynamic'", ...turnstileSource]
      : sources.scriptHashes.length
        ? ["'self'", ...sources.scriptHashes.map(quoted), ...turnstileSource]
        : ["'none'"]
  const styles = development ? ["'unsafe-inline'"] : 'nonce' in sources ? [`'nonce-${sources.nonce}'`] : sources.styleHashes.map(quoted)
  const directives: [string, string[] | false][] = [
    ['default-src', ["'none'"]],
    ['script-src', [...scripts, ...(development ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", ...styles]],
    // In development style-src's 'unsafe-inline' covers attributes too (the dev overlay sets some).
    ['style-src-attr', !development && ["'unsafe-hashes'", ...STYLE_ATTRIBUTES.map((style) => quoted(cspHash(style)))]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', turnstile && turnstileSource],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  return directives.flatMap(([name, values]) => (values ? [`${name} ${values.join(' ')}`] : [])).join('; ')
}

const quoted = (hash: string) => `'${hash}'`

export const newNonce = () => randomBytes(16).toString('base64')

/** A CSP hash source (without quotes) of an inline script's or style's text, as the browser computes it. */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

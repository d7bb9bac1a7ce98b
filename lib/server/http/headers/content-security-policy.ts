import { createHash } from 'node:crypto'

// The policies and why there are two per page: docs/architecture.md, "Static pages, and what runs in them".
// Which address gets which: path-classes.ts.

/** Styles, fonts and images of the site's own, so that the 404 page answered at a file's address shows as itself. */
export const API_POLICY =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** A worker runs under its entry's own answer, and Turbopack's entry loads its chunks with importScripts. */
export const WORKER_POLICY = "default-src 'none'; script-src 'self'"

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** Next's <Image> hides its alt text while loading with this style attribute; no other attribute is allowed. */
const STYLE_ATTRIBUTES = ['color:transparent']

type Directives = [string, string[] | false][]

const serialise = (directives: Directives) =>
  directives.flatMap(([name, values]) => (values ? [`${name} ${values.join(' ')}`] : [])).join('; ')

const loads = (frames: string[] | false): Directives => [
  ['img-src', ["'self'"]],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['frame-src', frames],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['object-src', ["'none'"]],
]

/**
 * The header policy of every HTML page. `next dev` also needs eval (React's error stacks). frame-ancestors only
 * works in a header, so it is here and not in the page's own policy.
 */
export function pageHeaderPolicy(development: boolean): string {
  return serialise([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-inline'", TURNSTILE_ORIGIN, ...(development ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ...loads([TURNSTILE_ORIGIN]),
    ['frame-ancestors', ["'none'"]],
  ])
}

export interface PageSources {
  scriptHashes: string[]
  styleHashes: string[]
  /** The page has a form, and may show Turnstile's widget. */
  form: boolean
}

/** One built page's own policy, for its <meta>: only what that page's HTML runs. */
export function pageMetaPolicy({ scriptHashes, styleHashes, form }: PageSources): string {
  const turnstile = form ? [TURNSTILE_ORIGIN] : []
  const scripts = scriptHashes.length || form ? ["'self'", ...scriptHashes.map(quoted), ...turnstile] : ["'none'"]
  return serialise([
    ['default-src', ["'none'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", ...styleHashes.map(quoted)]],
    ['style-src-attr', ["'unsafe-hashes'", ...STYLE_ATTRIBUTES.map((style) => quoted(cspHash(style)))]],
    ...loads(form && turnstile),
  ])
}

/**
 * Where Decap CMS reaches in production: GitHub's API, GitHub's status page (Decap asks it on start, to tell editors
 * when GitHub is down), and the editors' avatars.
 */
const GITHUB_SOURCES = {
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  img: 'https://avatars.githubusercontent.com',
}

/**
 * The content editor's pages (/editor/, lib/server/features/editor): Decap CMS, a client application that is no static page of the
 * site. It styles itself at run time (emotion), compiles its configuration's schema (ajv, hence eval), talks to the
 * site itself (development) or GitHub (production), and frames its own preview page.
 */
export const EDITOR_POLICY = serialise([
  ['default-src', ["'none'"]],
  ['script-src', ["'self'", "'unsafe-inline'", "'unsafe-eval'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:', GITHUB_SOURCES.img]],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'", ...GITHUB_SOURCES.connect]],
  ['frame-src', ["'self'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['object-src', ["'none'"]],
  ['frame-ancestors', ["'self'"]],
])

const quoted = (hash: string) => `'${hash}'`

/** A CSP hash source (without quotes) of an inline script's or style's text, as the browser computes it. */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

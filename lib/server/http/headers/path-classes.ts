import { markdownPathOf } from '../../../shared/content/markdown-path'
import { API_POLICY, EDITOR_POLICY, pageHeaderPolicy, WORKER_POLICY } from './content-security-policy'

// The one table of path classes (docs/architecture.md): next.config.ts's rules and nginx's snippet come from it.
// Each class is a regular expression over the path without its leading slash.

const FILE = '.*\\.[a-zA-Z0-9]+'
/** Answers that set their own policy: the development outbox (a mail in a sandboxed frame), a material's download. */
const OWN_POLICY = '(?:dev/outbox|api/materials/download)/'
/** Turbopack's worker entry, as a build and `next dev` name it (under next dev with percent-encoded brackets). */
const WORKER = '_next/static/chunks/turbopack-worker-[a-zA-Z0-9_.%\\[\\]-]+\\.js'

export const securityHeaders = [
  // Two years, as hstspreload.org asks; browsers ignore it over plain http (development).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

interface PathClass {
  name: string
  pattern: string
  policy: (development: boolean) => string
}

export const PATH_CLASSES: PathClass[] = [
  {
    name: 'page',
    pattern: `(?!(?:api|cron|_next|dev/outbox|editor)(?:/|$))(?!${FILE}$).*`,
    policy: pageHeaderPolicy,
  },
  { name: 'editor', pattern: `editor(?:/(?!${FILE}$).*)?`, policy: () => EDITOR_POLICY },
  { name: 'worker', pattern: WORKER, policy: () => WORKER_POLICY },
  {
    name: 'data',
    pattern: `(?!${OWN_POLICY})(?!${WORKER}$)(?:(?:api|cron|_next)(?:/.*)?|${FILE})`,
    policy: () => API_POLICY,
  },
]

const matches = (pattern: string, pathname: string) => new RegExp(`^/(?:${pattern})$`).test(pathname)

/** The policy the header rules give an answer at this path; undefined where the answer sets its own. */
export const policyOfPath = (pathname: string, development: boolean) =>
  PATH_CLASSES.find((c) => matches(c.pattern, pathname))?.policy(development)

/**
 * Next's own error pages at their own addresses: Next serves them as prerendered pages, marked s-maxage=31536000,
 * so they get what Next sends with every other 404 it renders.
 */
const NEXT_ERROR_PAGES = {
  source: '/:path(404|500|_not-found|_global-error)/',
  headers: [{ key: 'Cache-Control', value: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
}

/** next.config.ts's header rules: the security headers everywhere but the outbox, each class's policy, no cached error. */
export function headerRules(development: boolean) {
  return [
    NEXT_ERROR_PAGES,
    { source: '/:path((?!dev/outbox/).*)', headers: securityHeaders },
    ...PATH_CLASSES.map((c) => ({
      source: `/:path(${c.pattern})`,
      headers: [{ key: 'Content-Security-Policy', value: c.policy(development) }],
    })),
  ]
}

const NGINX_HEADERS = [...securityHeaders, { key: 'Content-Security-Policy', value: API_POLICY }]
const nginxVariable = (key: string) => `$bastion_${key.toLowerCase().replaceAll('-', '_')}`
const GENERATED =
  '# Generated from lib/server/http/headers/path-classes.ts (nginxSnippets); tests/unit/path-classes.test.ts keeps it equal.'

// nginx's header files: `values` for the http context (maps), `headers` for each server. A header the app set is
// kept, never doubled; any error is no-store whatever the app said (docs/deployment.md says why).
export function nginxSnippets(): { values: string; headers: string } {
  const values = NGINX_HEADERS.flatMap(({ key, value }) => [
    `map $upstream_http_${key.toLowerCase().replaceAll('-', '_')} ${nginxVariable(key)} {`,
    `    ""       "${value}";`,
    '    default  "";',
    '}',
  ])
  const cacheControl = [
    'map "$upstream_status $upstream_http_cache_control" $bastion_cache_control {',
    '    "~^[23]\\d\\d \\S"  $upstream_http_cache_control;',
    '    default          "no-store";',
    '}',
  ]
  const headers = NGINX_HEADERS.map(({ key }) => `add_header ${key} ${nginxVariable(key)} always;`)
  return {
    values: [
      GENERATED,
      "# Each header's value where the answer lacks it; empty (not added) where the app set it.",
      ...values,
      "# The app's Cache-Control on a success or a redirect it set one on; no-store on everything else.",
      ...cacheControl,
      '',
    ].join('\n'),
    headers: [
      GENERATED,
      '# The headers nginx adds where an answer lacks them; Cache-Control as the values say (security-header-values.conf).',
      ...headers,
      'proxy_hide_header Cache-Control;',
      'add_header Cache-Control $bastion_cache_control always;',
      '',
    ].join('\n'),
  }
}

/** An Accept that names Markdown: proxy.ts's matcher runs the proxy for it at a page's address (the same literal). */
export const MARKDOWN_ACCEPT = { type: 'header' as const, key: 'accept', value: '.*text/markdown.*' }

/** A page's link to its Markdown variant. */
export const markdownLink = (pagePath: string, siteUrl: string) =>
  `<${new URL(markdownPathOf(pagePath), siteUrl)}>; rel="alternate"; type="text/markdown"`

/**
 * Each page's link to its Markdown variant, on its HTML, where the proxy does not run: for an Accept that names
 * Markdown it does, and sets the link on the HTML it passes on. (No Vary: Next sets its own on prerendered HTML;
 * docs/deployment.md says what a cache in front must do.)
 */
export const markdownLinkRules = (pagePaths: string[], siteUrl: string) =>
  pagePaths.map((pagePath) => ({
    source: pagePath,
    missing: [MARKDOWN_ACCEPT],
    headers: [{ key: 'Link', value: markdownLink(pagePath, siteUrl) }],
  }))

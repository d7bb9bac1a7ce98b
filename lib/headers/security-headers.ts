import { API_POLICY, EDITOR_POLICY, pageHeaderPolicy, policyOfPath, WORKER_POLICY } from './content-security-policy'

// The security headers of every answer. next.config.ts sets them by path (headerRules); an answer made by
// proxy.ts sets the same values itself (securityHeadersAt), so whichever a platform keeps, they agree.

export const securityHeaders = [
  // Two years, as hstspreload.org asks; browsers ignore it over plain http (development).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

/** The headers of an answer at this path, its Content-Security-Policy included. */
export function securityHeadersAt(pathname: string, development: boolean): [string, string][] {
  return [
    ...securityHeaders.map(({ key, value }): [string, string] => [key, value]),
    ['Content-Security-Policy', policyOfPath(pathname, development)],
  ]
}

/**
 * next.config.ts's header rules: the path classes of policyOfPath, as Next's path patterns. The development outbox
 * and the material download set their own (a mail's HTML is shown in a sandboxed frame; a bad download link
 * answers a browser with the material's page).
 */
export function headerRules(development: boolean) {
  const header = (value: string) => [{ key: 'Content-Security-Policy', value }]
  return [
    { source: '/:path((?!dev/outbox/).*)', headers: securityHeaders },
    {
      source: '/:path((?!(?:api|cron|_next|dev/outbox|editor)(?:/|$))(?!.*\\.[a-zA-Z0-9]+$).*)',
      headers: header(pageHeaderPolicy(development)),
    },
    { source: '/:path(editor(?:/(?!.*\\.[a-zA-Z0-9]+$).*)?)', headers: header(EDITOR_POLICY) },
    {
      source: '/:path((?:api(?!/materials/download/)|cron|_next)(?:/.*)?|(?!dev/outbox/).*\\.[a-zA-Z0-9]+)',
      headers: header(API_POLICY),
    },
    // Last, so that it wins over the rule above for the worker entries (WORKER_ENTRY).
    { source: '/_next/static/chunks/:file(turbopack-worker-[a-zA-Z0-9_-]+\\.js)', headers: header(WORKER_POLICY) },
  ]
}

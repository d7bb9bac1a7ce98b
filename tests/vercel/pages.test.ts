import { describe, expect, it } from 'vitest'
import { loadContent } from '@/lib/server/domain/content/load'
import { API_POLICY, pageHeaderPolicy } from '@/lib/server/http/headers/content-security-policy'
import { expectPageAllowed, metaPolicy, parsePolicy } from '../support/csp'
import { readBuildOutput } from '../support/vercel/build-output'
import { vercel, visit } from './helpers'

// Every page as a browser gets it from the deployment, with no function run: the route headers of config.json and
// the prerendered file with its own headers. A header both of them set would leave the choice to the platform.

/** How long a browser or a shared cache may use an answer without asking again (with no Cache-Control, it guesses). */
function secondsCached(cacheControl: string | null): number {
  if (cacheControl === null) return Infinity
  if (/(?:^|,)\s*no-(?:store|cache)\b/.test(cacheControl)) return 0
  const ages = [...cacheControl.matchAll(/(?:^|,)\s*(?:max-age|s-maxage)=(\d+)/g)].map((m) => Number(m[1]))
  return ages.length ? Math.max(...ages) : Infinity
}

/** Every Content-Security-Policy a browser would enforce: each header value, and the page's own. */
const policiesOf = (res: Response, html: string) => [
  ...(res.headers.get('content-security-policy')?.split(/,\s*/) ?? []),
  metaPolicy(html),
]

describe('every page on Vercel', () => {
  it.each(loadContent().map((doc) => [doc.path]))(
    '%s: each policy lets the page run its own scripts and styles',
    async (path) => {
      const res = await visit(path, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-front-conflicts')).toBeNull()
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      // The header rules name the page's Markdown variant.
      expect(res.headers.get('link')).toContain(`${path}index.md`)
      const html = await res.text()
      const policies = policiesOf(res, html)
      expect(policies).toEqual([pageHeaderPolicy(false), expect.stringContaining("default-src 'none'")])
      for (const policy of policies) expectPageAllowed(parsePolicy(policy), html)
    },
  )
})

// Which function, if any, answers each kind of request on the deployment (the front names them in x-front-functions).
describe('a page view, a redirect and a 404 run no function; a Markdown request runs the proxy alone', () => {
  const output = readBuildOutput(vercel.outputDir, process.cwd())
  const proxy = output.functionOf('_middleware')!
  const docs = loadContent()
  type Row = [what: string, path: string, headers: Record<string, string>, status: number, fn: string | null]
  const html = { accept: 'text/html' }
  it.each([
    ...docs.map((doc): Row => ['a page', doc.path, html, 200, null]),
    ...docs.map((doc): Row => ['its Markdown variant', `${doc.path}index.md`, {}, 200, proxy]),
    // The home page's address is only "/", which has no form without the slash.
    ...docs
      .filter((doc) => doc.path !== '/')
      .map((doc): Row => ['its address without the slash (the redirect)', doc.path.slice(0, -1), html, 308, null]),
    ...docs.map((doc): Row => ['an unknown path below it', `${doc.path}nie-ma/`, html, 404, null]),
    ['a page asked for as Markdown', '/en/contact/', { accept: 'text/markdown' }, 200, proxy],
    ['a redirect from a file with a slash', '/sitemap.xml/', {}, 308, null],
    ['an unknown file', '/nope.txt', {}, 404, null],
  ] satisfies Row[])('%s: %s', async (_what, path, headers, status, fn) => {
    const res = await visit(path, { headers })
    expect(res.status).toBe(status)
    expect(res.headers.get('x-front-functions')).toBe(fn)
    // Next's trailingSlash: a page gains the slash, a file loses it.
    if (status === 308) expect(res.headers.get('location')).toBe(path.endsWith('/') ? path.slice(0, -1) : `${path}/`)
  })

  it('a page whose Accept names Markdown below HTML: the proxy passes on the HTML with its Markdown link, once', async () => {
    const res = await visit('/en/contact/', { headers: { accept: 'text/markdown;q=0.5, text/html' } })
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('x-front-functions')).toBe(proxy)
    expect(res.headers.get('x-front-conflicts')).toBeNull()
    expect(res.headers.get('link')).toMatch(/^<[^>]+\/en\/contact\/index\.md>; rel="alternate"; type="text\/markdown"$/)
  })
})

describe('what else a visitor or an agent meets', () => {
  it.each([
    [
      'an unknown page (the 404, both languages)',
      '/nie-ma-takiej-strony/',
      { accept: 'text/html' },
      404,
      'text/html',
      'Nie znaleziono',
    ],
    ['an unknown English page', '/en/no-such-page/', { accept: 'text/html' }, 404, 'text/html', 'not found'],
    ['a Markdown variant', '/kontakt/index.md', {}, 200, 'text/markdown', '# '],
    ['a page asked for as Markdown', '/en/contact/', { accept: 'text/markdown' }, 200, 'text/markdown', '# '],
    ['an unknown Markdown variant', '/nie-ma/index.md', {}, 404, 'text/markdown', ''],
    ['the sitemap', '/sitemap.xml', {}, 200, 'application/xml', '<urlset'],
    ['llms.txt', '/llms.txt', {}, 200, 'text/plain', '# '],
    ['openapi.json', '/openapi.json', {}, 200, 'application/json', '"openapi"'],
    ['an unknown API path', '/api/nope/', {}, 404, 'application/problem+json', '"not_found"'],
  ] as [string, string, Record<string, string>, number, string, string][])(
    '%s: %s',
    async (_what, path, headers, status, type, text) => {
      const res = await visit(path, { headers })
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toContain(type)
      expect(res.headers.get('x-front-conflicts')).toBeNull()
      expect(await res.text()).toContain(text)
      const html = type === 'text/html'
      expect(res.headers.get('content-security-policy')).toBe(
        html || headers.accept === 'text/markdown' ? pageHeaderPolicy(false) : API_POLICY,
      )
    },
  )

  // What tests/api/security-headers.test.ts asks of a 404 under `next start`, on Vercel. Next's error pages at their own
  // addresses: Vercel's routes answer them 404, and the global error page 500, whatever the header rules say (the rule
  // for them is for `next start`).
  it.each([
    ['/nie-ma-takiej-strony/', 404],
    ['/en/no-such-page/', 404],
    ['/404/', 404],
    ['/_not-found/', 404],
    ['/500/', 404],
    ['/_global-error/', 500],
  ])('%s: %i, the security headers, each once, and never used again without asking', async (path, status) => {
    const res = await visit(path, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(status)
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(res.headers.get('strict-transport-security') ?? '')
    expect({
      conflicts: res.headers.get('x-front-conflicts'),
      hstsForAYear: Number(hsts?.[1]) >= 365 * 24 * 3600,
      nosniff: res.headers.get('x-content-type-options'),
      secondsCached: secondsCached(res.headers.get('cache-control')),
    }).toEqual({ conflicts: null, hstsForAYear: true, nosniff: 'nosniff', secondsCached: 0 })
  })

  it('a path without its trailing slash is redirected, with the security headers', async () => {
    const res = await visit('/kontakt')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/kontakt/')
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })

  it('an operation asked with another method: 405 with Allow, as the contract says', async () => {
    const res = await visit('/api/contact/')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(res.headers.get('api-version')).toBe('2026-10-07')
    expect(res.headers.get('x-front-conflicts')).toBeNull()
  })
})

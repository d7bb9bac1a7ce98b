import { describe, expect, it } from 'vitest'
import { policyOfPath, securityHeaders } from '@/lib/server/http/headers/path-classes'
import { exchange, parseResponse, requestHead } from '../support/raw-http'
import { api, contactBody, post, stack } from './helpers'

// Every answer of the site, pages and API alike, whatever its status, carries the same security headers; but Next's
// own redirects, which carry none (the front in front adds them: tests/api/nginx.test.ts, tests/vercel/).

const answers: [string, () => Promise<Response>][] = [
  ['a Polish page', () => fetch(api('/'))],
  ['an English form page', () => fetch(api('/en/contact/'))],
  ['the 404 page', () => fetch(api('/nie-ma-takiej-strony/'))],
  ['the 404 page at the address of a file the site does not serve', () => fetch(api('/package.json'))],
  ['a Markdown variant', () => fetch(api('/en/index.md'))],
  ['openapi.json', () => fetch(api('/openapi.json'))],
  ['the sitemap', () => fetch(api('/sitemap.xml'))],
  ['an API success', () => post('/api/contact/', contactBody())],
  [
    'a form page asking for its session',
    () => post('/api/forms/session/', { operation: 'submitContactForm', lang: 'pl' }),
  ],
  ['an API refusal', () => post('/api/contact/', contactBody(), { origin: 'https://evil.example' })],
  ['an API method outside the contract', () => fetch(api('/api/contact/'), { method: 'PUT' })],
  ['an unknown API path', () => fetch(api('/api/nope/'))],
  ['the scheduled lead delivery refusing a call', () => fetch(api('/cron/deliver-leads/'))],
]

describe('security headers', () => {
  it.each(answers)('%s', async (_what, request) => {
    const { headers } = await request()
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(headers.get('strict-transport-security') ?? '')
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('the Content-Security-Policy of an answer follows from its address alone (policyOfPath), whoever answers', () => {
  it.each([
    ['/', {}],
    ['/en/contact/', {}],
    ['/nie-ma-takiej-strony/', {}],
    ['/en/no-such-page/', { accept: 'text/markdown' }],
    ['/kontakt/', { accept: 'text/markdown' }],
    ['/kontakt/index.md', {}],
    ['/no-such-page/index.md', {}],
    ['/openapi.json', {}],
    ['/nope.txt', {}],
    ['/api/nope/', {}],
    ['/cron/deliver-leads/', {}],
    ['/editor/', {}],
  ])('%s %j', async (path, headers) => {
    const res = await fetch(api(path), { headers })
    expect(res.headers.get('content-security-policy')).toBe(policyOfPath(path, false))
  })
})

describe('Next’s own redirects keep the address relative; its 404 is the site’s page, in both languages, never cached', () => {
  it.each([
    ['/kontakt', '/kontakt/'],
    ['/en/about?ref=x', '/en/about/?ref=x'],
    ['/api/contact', '/api/contact/'],
    ['/api', '/api/'],
    ['/cron/deliver-leads', '/cron/deliver-leads/'],
    ['/sitemap.xml/', '/sitemap.xml'],
  ])('%s -> 308 %s', async (from, to) => {
    const res = await fetch(api(from), {
      redirect: 'manual',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.pl' },
    })
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(to)
  })

  // What Next sends with every 404 it renders; a header sent twice would read as two values joined.
  const NOT_STORED = 'private, no-cache, no-store, max-age=0, must-revalidate'

  it.each([
    '/nie-ma-takiej-strony/',
    '/en/no-such-page/',
    '/kariera/nie-ma/',
    '/en/careers/no-such-offer/',
    // Next's own 404 page at its own addresses, which Next serves as a prerendered page (cacheable for a year).
    '/404/',
    '/_not-found/',
    '/500/',
    '/nope.txt',
    '/package.json',
    '/.env',
    '/og/nope/image.png',
    '/icons/icon-1.png',
    '/materials/nope.png',
    '/en/nope.txt',
  ])('%s: 404, the site’s page, not stored, the security headers once each', async (path) => {
    const res = await fetch(api(path), { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe(NOT_STORED)
    for (const { key, value } of securityHeaders) expect(res.headers.get(key), key).toBe(value)
    expect(res.headers.get('content-security-policy')).toBe(policyOfPath(path, false))
    const html = await res.text()
    for (const title of ['Nie znaleziono strony', 'Page not found']) expect(html).toContain(title)
  })

  // Next's own error page at its own address: a 500 (no route of ours can take an address under `_`), with Next's
  // default page; kept by no cache, and with the security headers once each like any answer.
  it('Next’s error page at its own address: not stored either, the security headers once each', async () => {
    const res = await fetch(api('/_global-error/'))
    expect(res.status).toBe(500)
    expect(res.headers.get('cache-control')).toBe(NOT_STORED)
    for (const { key, value } of securityHeaders) expect(res.headers.get(key), key).toBe(value)
  })

  it('a path Next resolves to its 404 page, sent as a client may (fetch would resolve the dots): not stored', async () => {
    const host = new URL(stack.baseUrl).host
    const raw = await exchange(stack.baseUrl, (s) => s.write(requestHead('GET', '/_next/%2e%2e/404/', host)))
    expect(parseResponse(raw).status).toBe(404)
    const head = raw.subarray(0, raw.indexOf('\r\n\r\n')).toString().toLowerCase()
    expect(head.match(/^cache-control:[^\r]*/gm)).toEqual([`cache-control: ${NOT_STORED}`])
  })
})

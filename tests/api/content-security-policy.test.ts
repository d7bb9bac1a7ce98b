import { describe, expect, it } from 'vitest'
import { API_POLICY, pageHeaderPolicy } from '@/lib/server/http/headers/content-security-policy'
import { expectPageAllowed, metaPolicy, parsePolicy, type Policy } from '../support/csp'
import { api, contactBody, post } from './helpers'

// The Content-Security-Policy of each kind of answer, read as a browser reads it: the header, and for a page the
// policy in its HTML, both enforced. The API tests' site runs with Turnstile as its challenge.

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])

/** A page as a browser gets it: the policy of its header and the one in its HTML, both enforced. */
async function page(path: string, status = 200) {
  const res = await fetch(api(path), { headers: { accept: 'text/html' } })
  expect(res.status).toBe(status)
  const html = await res.text()
  return { header: parsePolicy(res.headers.get('content-security-policy')), own: parsePolicy(metaPolicy(html)), html }
}

/** The page's own policy: only what it runs, nothing inline unless by hash. */
function expectOwnBasics(policy: Policy) {
  expect(policy.get('default-src')).toEqual(["'none'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('form-action')).toEqual(["'self'"])
  expect(policy.get('connect-src')).toEqual(["'self'"])
  for (const directive of ['script-src', 'style-src']) {
    expect(policy.get(directive)).not.toContain("'unsafe-inline'")
    expect(policy.get(directive)).not.toContain("'unsafe-eval'")
  }
}

it('every page has the same header policy, which frames nobody and lets a page run what Next wrote into it', async () => {
  const { header } = await page('/')
  expect(header).toEqual(parsePolicy(pageHeaderPolicy(false)))
  expect(header.get('frame-ancestors')).toEqual(["'none'"])
})

describe('static pages: no script at all, in the HTML or allowed by their own policy', () => {
  it.each([
    ['the Polish home page', '/', 200],
    ['an English service page', '/en/services/sap-security/', 200],
    ['a Polish post', '/blog/sap-patch-day-w-praktyce/', 200],
    ['the materials list', '/materialy/', 200],
    ['the 404 page', '/nie-ma-takiej-strony/', 404],
    ['the English 404 page', '/en/no-such-page/', 404],
  ])('%s', async (_what, path, status) => {
    const { header, own, html } = await page(path, status)
    expectOwnBasics(own)
    expect(header).toEqual(parsePolicy(pageHeaderPolicy(false)))
    expect(html).toContain('<main')
    expect(scriptTags(html)).toEqual([])
    expect(html).not.toContain('as="script"')
    expect(own.get('script-src')).toEqual(["'none'"])
    expect(own.has('frame-src')).toBe(false)
    expectPageAllowed(own, html)
  })
})

describe("form pages are static too: their scripts allowed by hash and 'self', no nonce, Turnstile only where its widget is", () => {
  it.each([
    ['the Polish contact page', '/kontakt/'],
    ['the English KSC check', '/en/ksc-readiness-check/'],
    ['a Polish job offer', '/kariera/inzynier-sap-basis/'],
    ['an English material', '/en/materials/sod-conflict-analysis/'],
  ])('%s', async (_what, path) => {
    const first = await page(path)
    expectOwnBasics(first.own)
    expect(scriptTags(first.html).length).toBeGreaterThan(0)
    expectPageAllowed(first.own, first.html)
    expectPageAllowed(first.header, first.html)
    const script = first.own.get('script-src')!
    expect(script.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
    ])
    expect(first.own.get('frame-src')).toEqual(['https://challenges.cloudflare.com'])
    expect(first.html).not.toContain('nonce=')
    // The same for every visitor: the page is the build's HTML.
    expect((await page(path)).own).toEqual(first.own)
  })
})

it("a bad download link opened in a browser shows the landing page under a page's policies", async () => {
  const res = await fetch(api('/api/materials/download/?token=bad.link'), { headers: { accept: 'text/html' } })
  expect(res.status).toBe(400)
  const html = await res.text()
  expect(parsePolicy(res.headers.get('content-security-policy'))).toEqual(parsePolicy(pageHeaderPolicy(false)))
  expectOwnBasics(parsePolicy(metaPolicy(html)))
  expectPageAllowed(parsePolicy(metaPolicy(html)), html)
})

describe('answers that are not HTML pages run nothing and are framed by no one', () => {
  it.each([
    ['an API answer', () => post('/api/contact/', contactBody())],
    ['an API refusal', () => post('/api/contact/', contactBody(), { origin: 'https://evil.example' })],
    ['an unknown API path', () => fetch(api('/api/nope/'))],
    ['a Markdown variant', () => fetch(api('/en/index.md'))],
    ['the sitemap', () => fetch(api('/sitemap.xml'))],
    ['a bad download link asked for as JSON', () => fetch(api('/api/materials/download/?token=bad.link'))],
    [
      'a download link refused for its method',
      () => fetch(api('/api/materials/download/?token=bad.link'), { method: 'DELETE' }),
    ],
  ])('%s', async (_what, request) => {
    const res = await request()
    expect(res.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(API_POLICY).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/)
    expect(API_POLICY).not.toContain('script-src')
  })
})

import { describe, expect, it } from 'vitest'
import { cspHash } from '@/lib/http/content-security-policy'
import { api, contactBody, post } from './helpers'

// The Content-Security-Policy of each kind of answer, read as a browser reads it: the header next to the HTML it
// governs. The API tests' site runs with Turnstile as its challenge.

type Policy = Map<string, string[]>

function parsePolicy(header: string | null): Policy {
  expect(header).toBeTruthy()
  return new Map(header!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])

async function page(path: string, status = 200) {
  const res = await fetch(api(path), { headers: { accept: 'text/html' } })
  expect(res.status).toBe(status)
  return { policy: parsePolicy(res.headers.get('content-security-policy')), html: await res.text() }
}

/** What every page's policy holds, whatever renders it. */
function expectPageBasics(policy: Policy) {
  expect(policy.get('default-src')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('form-action')).toEqual(["'self'"])
  expect(policy.get('connect-src')).toEqual(["'self'"])
  for (const directive of ['script-src', 'style-src']) {
    expect(policy.get(directive)).not.toContain("'unsafe-inline'")
    expect(policy.get(directive)).not.toContain("'unsafe-eval'")
  }
}

describe('static pages: no script at all, in the HTML or allowed by the policy', () => {
  it.each([
    ['the Polish home page', '/', 200],
    ['an English service page', '/en/services/sap-security/', 200],
    ['a Polish post', '/blog/sap-patch-day-w-praktyce/', 200],
    ['the materials list', '/materialy/', 200],
    ['the 404 page', '/nie-ma-takiej-strony/', 404],
    ['the English 404 page', '/en/no-such-page/', 404],
  ])('%s', async (_what, path, status) => {
    const { policy, html } = await page(path, status)
    expectPageBasics(policy)
    expect(html).toContain('<main')
    expect(scriptTags(html)).toEqual([])
    expect(html).not.toContain('as="script"')
    expect(policy.get('script-src')).toEqual(["'none'"])
    expect(policy.has('frame-src')).toBe(false)
  })
})

/** Every script in the HTML may run under the policy: an inline one by its hash, a file by 'self'. */
function expectScriptsAllowed(policy: Policy, html: string) {
  const script = policy.get('script-src')!
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) expect(script).toContain("'self'")
    else expect(script).toContain(`'${cspHash(text!)}'`)
  }
}

describe("form pages are static too: their scripts allowed by hash and 'self', no nonce, Turnstile only where its widget is", () => {
  it.each([
    ['the Polish contact page', '/kontakt/'],
    ['the English KSC check', '/en/ksc-readiness-check/'],
    ['a Polish job offer', '/kariera/inzynier-sap-basis/'],
    ['an English material', '/en/materials/sod-conflict-analysis/'],
  ])('%s', async (_what, path) => {
    const first = await page(path)
    expectPageBasics(first.policy)
    const script = first.policy.get('script-src')!
    expect(scriptTags(first.html).length).toBeGreaterThan(0)
    expectScriptsAllowed(first.policy, first.html)
    expect(script.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    expect(first.policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com'])
    expect(first.html).not.toContain('nonce=')
    // The same for every visitor: the page is the build's HTML.
    expect((await page(path)).policy).toEqual(first.policy)
  })
})

it("a bad download link opened in a browser shows the landing page under that page's own policy", async () => {
  const res = await fetch(api('/api/materials/download/?token=bad.link'), { headers: { accept: 'text/html' } })
  expect(res.status).toBe(400)
  const policy = parsePolicy(res.headers.get('content-security-policy'))
  expectPageBasics(policy)
  expectScriptsAllowed(policy, await res.text())
})

describe('answers that are not HTML pages load nothing and are framed by no one', () => {
  it.each([
    ['an API answer', () => post('/api/contact/', contactBody())],
    ['an API refusal', () => post('/api/contact/', contactBody(), { origin: 'https://evil.example' })],
    ['an unknown API path', () => fetch(api('/api/nope/'))],
    ['a Markdown variant', () => fetch(api('/en/index.md'))],
    ['the sitemap', () => fetch(api('/sitemap.xml'))],
    ['a bad download link asked for as JSON', () => fetch(api('/api/materials/download/?token=bad.link'))],
    ['a download link refused for its method', () => fetch(api('/api/materials/download/?token=bad.link'), { method: 'DELETE' })],
  ])('%s', async (_what, request) => {
    const res = await request()
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
  })
})

import { describe, expect, it } from 'vitest'
import { inlineHashes, withPolicyMeta } from '@/lib/server/features/build/page-policy-meta'
import {
  API_POLICY,
  cspHash,
  pageHeaderPolicy,
  pageMetaPolicy,
  WORKER_POLICY,
} from '@/lib/server/http/headers/content-security-policy'
import { policyOfPath } from '@/lib/server/http/headers/path-classes'
import { expectPageAllowed, parsePolicy } from '../support/csp'
import { NEXT_INLINE_SCRIPTS, nextPage } from '../support/next-page'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))
const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

describe("a page's own policy, written into its HTML at build", () => {
  it('a page without scripts allows none; its inline styles by hash; no Turnstile', () => {
    const hashes = inlineHashes('<main><p>text</p></main><style>p{color:red}</style>')
    expect(hashes).toEqual({ scriptHashes: [], styleHashes: [cspHash('p{color:red}')] })
    const policy = pageMetaPolicy({ ...hashes, form: false })
    expect(directive(policy, 'script-src')).toBe("script-src 'none'")
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' '${cspHash('p{color:red}')}'`)
    expect(policy).not.toMatch(/cloudflare|unsafe-inline|unsafe-eval|frame-src/)
  })

  it("a form page, Next's scripts as it wrote them, allows its inline scripts by hash, chunk files by 'self', and Turnstile", () => {
    const policy = pageMetaPolicy({ ...inlineHashes(nextPage), form: true })
    const hashes = NEXT_INLINE_SCRIPTS.map((script) => `'${cspHash(script)}'`)
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${hashes.join(' ')} https://challenges.cloudflare.com`,
    )
    expectPageAllowed(parsePolicy(policy), nextPage)
    expect(directive(policy, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com')
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce|strict-dynamic/)
  })

  it('goes first in <head>, after the charset, and counts only what the page holds then', () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><script>a()</script></body></html>'
    const built = withPolicyMeta(html, false)
    expect(
      built.startsWith(
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="',
      ),
    ).toBe(true)
    expect(directive(metaOf(built)!, 'script-src')).toBe(`script-src 'self' '${cspHash('a()')}'`)
    expect(() => withPolicyMeta(built, false)).toThrow(/policy of its own already/)
    expect(() => withPolicyMeta('<p>no head</p>', false)).toThrow(/no <head>/)
  })
})

describe('the header policy of every page, and of everything else', () => {
  it('allows what any page may need, so that a page not rewritten at build still runs; frames nobody', () => {
    const policy = pageHeaderPolicy(false)
    // What Next writes for a page: chunk files, its bootstrap and RSC payload inline, a stylesheet.
    const asNextWrote =
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js" async=""></script></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>'
    expectPageAllowed(parsePolicy(policy), asNextWrote)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://challenges.cloudflare.com")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(pageHeaderPolicy(true), 'script-src')).toContain("'unsafe-eval'")
  })

  it.each([
    ['/', 'page'],
    ['/kontakt/', 'page'],
    ['/en/blog/some-post/', 'page'],
    ['/nie-ma-takiej-strony/', 'page'],
    ['/api/contact/', 'api'],
    ['/api', 'api'],
    ['/cron/deliver-leads/', 'api'],
    ['/_next/static/chunks/a.js', 'api'],
    ['/_next/static/chunks/turbopack-worker-1hrsqshz0gfey.js', 'worker'],
    ['/_next/static/chunks/x/turbopack-worker-1.js', 'api'],
    ['/kontakt/index.md', 'api'],
    ['/sitemap.xml', 'api'],
    ['/og/o-nas/image.png', 'api'],
  ] as const)('%s is answered under the %s policy', (path, kind) => {
    const policy = { page: pageHeaderPolicy(false), api: API_POLICY, worker: WORKER_POLICY }[kind]
    expect(policyOfPath(path, false)).toBe(policy)
  })
})

import { describe, expect, it } from 'vitest'
import { cspHash, pagePolicy } from '@/lib/http/content-security-policy'
import { inlineHashes } from '@/lib/http/static-page-hashes'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('page policies', () => {
  it('a static page, its scripts taken out at build, allows no script; its inline styles by hash', () => {
    const hashes = inlineHashes('<main><p>text</p></main><style>p{color:red}</style>')
    expect(hashes).toEqual({ scriptHashes: [], styleHashes: [cspHash('p{color:red}')] })
    const policy = pagePolicy({ sources: hashes, turnstile: false, development: false })
    expect(directive(policy, 'script-src')).toBe("script-src 'none'")
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' '${cspHash('p{color:red}')}'`)
  })

  it("a form page (its scripts held until use) allows its inline scripts by hash and Next's chunks by 'self', never by nonce or strict-dynamic", () => {
    const html = '<script type="text/x-held-until-use" src="/_next/a.js" async=""></script><script type="text/x-held-until-use">self.__next_f.push([0])</script><style>p{color:red}</style>'
    const hashes = inlineHashes(html)
    expect(hashes).toEqual({ scriptHashes: [cspHash('self.__next_f.push([0])')], styleHashes: [cspHash('p{color:red}')] })
    const policy = pagePolicy({ sources: hashes, turnstile: false, development: false })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' '${cspHash('self.__next_f.push([0])')}'`)
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' '${cspHash('p{color:red}')}'`)
  })

  it('Turnstile appears only when the page shows its widget, by hash or by nonce', () => {
    const hashes = { scriptHashes: [cspHash('run()')], styleHashes: [] }
    expect(pagePolicy({ sources: hashes, turnstile: false, development: false })).not.toContain('cloudflare')
    const withWidget = pagePolicy({ sources: hashes, turnstile: true, development: false })
    expect(directive(withWidget, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com')
    expect(directive(withWidget, 'script-src')).toBe(`script-src 'self' '${cspHash('run()')}' https://challenges.cloudflare.com`)
    const nonce = { nonce: 'abc' }
    expect(pagePolicy({ sources: nonce, turnstile: false, development: false })).not.toContain('cloudflare')
    expect(directive(pagePolicy({ sources: nonce, turnstile: true, development: false }), 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic' https://challenges.cloudflare.com")
  })

  it('next dev gets eval and inline styles, production neither', () => {
    const dev = pagePolicy({ sources: { nonce: 'abc' }, turnstile: false, development: true })
    expect(directive(dev, 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic' 'unsafe-eval'")
    expect(directive(dev, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    const production = pagePolicy({ sources: { nonce: 'abc' }, turnstile: false, development: false })
    expect(production).not.toMatch(/unsafe-eval|unsafe-inline/)
  })
})

import { describe, expect, it } from 'vitest'
import { mintLocalToken, redeemLocalToken } from '@/lib/server/http/guards/challenge/local'
import { FORM_TTL_MS, judgeFormMarker, mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { BoundedMemoryLimiter } from '@/lib/server/http/guards/rate-limiter'
import { aggregateKey, clientIp, logNetwork, normaliseIp, rateLimitKey } from '@/lib/server/http/pipeline/client-ip'

describe('form marker', () => {
  const now = Date.now()
  const minFillMs = 3000
  it.each([
    ['a fresh marker after a human fill time', mintFormMarker('submitContactForm', now - minFillMs - 1), 'valid'],
    ['a marker sent too fast', mintFormMarker('submitContactForm', now - 500), 'too-fast'],
    ['a marker older than 30 minutes', mintFormMarker('submitContactForm', now - FORM_TTL_MS - 1), 'expired'],
    ['a marker from the future', mintFormMarker('submitContactForm', now + 60_000), 'forged'],
    ['a marker of another form', mintFormMarker('requestGatedMaterial', now - 10_000), 'forged'],
    [
      'a tampered timestamp',
      mintFormMarker('submitContactForm', now - 10_000).replace(/\.(\d+)\./, (_m, t) => `.${Number(t) - 1}.`),
      'forged',
    ],
    ['a bare number', String(now - 10_000), 'forged'],
    ['nothing', undefined, 'missing'],
  ])('%s is %s', (_case, marker, verdict) => {
    expect(judgeFormMarker(marker, 'submitContactForm', now, minFillMs)).toBe(verdict)
  })

  it('takes the minimum fill time from the settings (FORM_MIN_FILL_MS, default 3 s)', () => {
    const sentAfter2s = mintFormMarker('submitContactForm', now - 2000)
    expect(judgeFormMarker(sentAfter2s, 'submitContactForm', now)).toBe('too-fast')
    expect(judgeFormMarker(sentAfter2s, 'submitContactForm', now, 0)).toBe('valid')
  })
})

describe('local challenge', () => {
  it('redeems a token once, for its own form only', async () => {
    const token = mintLocalToken('submitContactForm')
    expect(await redeemLocalToken(token, 'requestGatedMaterial')).toBe(false)
    expect(await redeemLocalToken(token, 'submitContactForm')).toBe(true)
    expect(await redeemLocalToken(token, 'submitContactForm')).toBe(false)
  })

  it('refuses expired and forged tokens', async () => {
    expect(await redeemLocalToken(mintLocalToken('a', Date.now() - FORM_TTL_MS - 1), 'a')).toBe(false)
    expect(await redeemLocalToken(`${mintLocalToken('a').slice(0, -2)}xx`, 'a')).toBe(false)
  })

  it('with Redis unreachable, still refuses a token this instance has seen', async () => {
    const store = { url: 'redis://127.0.0.1:1', timeoutMs: 200 }
    const token = mintLocalToken('submitContactForm')
    expect(await redeemLocalToken(token, 'submitContactForm', store)).toBe(true)
    expect(await redeemLocalToken(token, 'submitContactForm', store)).toBe(false)
  })
})

describe('client address', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it('takes the rightmost X-Forwarded-For entry: the one our proxy appended', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1,  203.0.113.9' }), 'x-forwarded-for')).toBe(
      '203.0.113.9',
    )
  })
  it('behind Vercel reads x-real-ip and ignores X-Forwarded-For', () => {
    expect(clientIp(headers({ 'x-real-ip': '198.51.100.7', 'x-forwarded-for': '6.6.6.6' }), 'vercel')).toBe(
      '198.51.100.7',
    )
  })
  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['192.0.2.1:5555', '192.0.2.1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8:0::1]:80', '2001:db8::1'],
    ['192.168.1', undefined],
    ['not-an-ip', undefined],
  ])('normalises %s', (raw, ip) => {
    expect(normaliseIp(raw)).toBe(ip)
  })
  it('keys IPv6 by /64 and IPv4 by address', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'))
    expect(rateLimitKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64')
    expect(rateLimitKey('192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitKey(undefined)).toBe('unknown')
    expect(aggregateKey('2001:db8:1:2::1')).toBe('2001:0db8:0001::/48')
    expect(aggregateKey('2001:db8:1:ffff::1')).toBe(aggregateKey('2001:db8:1:2::1'))
    expect(aggregateKey('192.0.2.1')).toBeUndefined()
  })

  it('logs a client only as its network: IPv4 /24, IPv6 /48', () => {
    expect(logNetwork('192.0.2.77')).toBe('192.0.2.0/24')
    expect(logNetwork('2001:db8:1:2::1')).toBe('2001:0db8:0001::/48')
    expect(logNetwork(undefined)).toBeUndefined()
  })
})

describe('bounded memory limiter', () => {
  it('counts per key within the window', async () => {
    const limiter = new BoundedMemoryLimiter(2, 60)
    expect((await limiter.consume('a')).allowed).toBe(true)
    expect((await limiter.consume('a')).remaining).toBe(0)
    expect((await limiter.consume('a')).allowed).toBe(false)
    expect((await limiter.consume('b')).allowed).toBe(true)
  })

  it('tracks no more than its cap of addresses, dropping the oldest', async () => {
    const limiter = new BoundedMemoryLimiter(1, 60, 1000)
    for (let i = 0; i < 5000; i++) await limiter.consume(`k${i}`)
    expect(limiter.size).toBe(1000)
    expect((await limiter.consume('k4999')).allowed).toBe(false)
    expect((await limiter.consume('k0')).allowed).toBe(true)
  })

  it('keeps a visitor’s counter through a flood of 100,000 other addresses in its window, and lets the flood go when it ends', async () => {
    let now = 0
    const limiter = new BoundedMemoryLimiter(5, 600, undefined, () => now)
    for (let i = 0; i < 3; i++) await limiter.consume('visitor')
    for (let i = 0; i < 100_000; i++) {
      now = i
      await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
    }
    expect(await limiter.consume('visitor')).toMatchObject({ allowed: true, remaining: 1 })
    now = 600_000 + 100_000
    await limiter.consume('after')
    expect(limiter.size).toBe(1)
  })
})

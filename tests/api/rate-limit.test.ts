import { parseList, type List } from 'structured-headers'
import { describe, expect, it } from 'vitest'
import { api, contactBody, newClientIp, post, stack } from './helpers'

// A trap-filled submission is dropped silently: it counts against the limit but sends nothing.
const quietBody = () => contactBody({ website: 'x' })

function params(list: List): { name: unknown; values: Record<string, unknown> } {
  expect(list).toHaveLength(1)
  const [value, parameters] = list[0]!
  return { name: value, values: Object.fromEntries(parameters) }
}

function readRate(res: Response) {
  const state = params(parseList(res.headers.get('ratelimit')!))
  const policy = params(parseList(res.headers.get('ratelimit-policy')!))
  return {
    state,
    policy,
    limit: Number(res.headers.get('ratelimit-limit')),
    remaining: Number(res.headers.get('ratelimit-remaining')),
    reset: Number(res.headers.get('ratelimit-reset')),
  }
}

describe('Limits per IP address and operation', () => {
  it.each([
    ['/api/contact/', 5, 600],
    ['/api/apply/', 3, 1800],
    ['/api/ksc-check/score/', 12, 900],
    ['/api/ksc-check/submit/', 3, 900],
    ['/api/materials/request/', 5, 900],
  ])('%s declares %i requests per %i seconds', async (path, limit, window) => {
    const res = await post(path, {})
    expect(readRate(res).policy.values).toEqual({ q: limit, w: window })
    expect(res.headers.get('ratelimit-limit')).toBe(String(limit))
  })

  it('headers parse as RFC 8941 lists and stay consistent across a window, then 429 with Retry-After', async () => {
    const ip = newClientIp()
    let lastReset = Infinity
    for (let i = 1; i <= 5; i++) {
      const res = await post('/api/contact/', quietBody(), { ip })
      expect(res.status).toBe(200)
      const rate = readRate(res)
      expect(rate.state.name).toBe('ip')
      expect(rate.policy.name).toBe('ip')
      expect(rate.policy.values).toEqual({ q: 5, w: 600 })
      expect(rate.state.values.r).toBe(5 - i)
      expect(rate.remaining).toBe(5 - i)
      expect(rate.limit).toBe(5)
      const t = rate.state.values.t as number
      expect(Number.isInteger(t)).toBe(true)
      expect(t).toBeGreaterThan(0)
      expect(t).toBeLessThanOrEqual(600)
      expect(t).toBeLessThanOrEqual(lastReset)
      expect(rate.reset).toBe(t)
      lastReset = t
    }
    const limited = await post('/api/contact/', quietBody(), { ip })
    expect(limited.status).toBe(429)
    const body = await limited.json()
    expect(body.code).toBe('rate_limited')
    const rate = readRate(limited)
    expect(rate.state.values.r).toBe(0)
    expect(limited.headers.get('retry-after')).toBe(String(rate.state.values.t))
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('puts the rate headers on 400 answers too', async () => {
    const res = await post('/api/contact/', contactBody({ email: 'nope' }))
    expect(res.status).toBe(400)
    expect(readRate(res).state.values.r).toBe(4)
  })

  it('does not count requests refused for their origin', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 6; i++) await post('/api/contact/', quietBody(), { ip, origin: 'https://evil.example' })
    const res = await post('/api/contact/', quietBody(), { ip })
    expect(readRate(res).remaining).toBe(4)
  })

  it('a forged X-Forwarded-For from the client never changes the key: only the proxy-appended entry counts', async () => {
    const real = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await post('/api/contact/', quietBody(), {
        headers: { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.${i}, ${real}` },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('keys IPv6 clients by their /64', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`
    for (let i = 1; i <= 5; i++)
      expect((await post('/api/contact/', quietBody(), { ip: `${prefix}::${i}` })).status).toBe(200)
    expect((await post('/api/contact/', quietBody(), { ip: `${prefix}:abcd::99` })).status).toBe(429)
    expect((await post('/api/contact/', quietBody(), { ip: `${prefix.slice(0, -1)}8::1` })).status).toBe(200)
  })

  it('counts each operation separately', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 5; i++) await post('/api/contact/', quietBody(), { ip })
    expect((await post('/api/contact/', quietBody(), { ip })).status).toBe(429)
    const other = await fetch(api('/api/materials/download/?token=x'), {
      headers: { 'x-forwarded-for': ip, origin: stack.baseUrl },
    })
    expect(other.status).not.toBe(429)
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { redisLimiter } from '@/lib/server/http/guards/rate-limiter'
import { startRedis } from '../support/redis'

let redis: Awaited<ReturnType<typeof startRedis>>
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(() => redis?.stop())

const op = (id: string) => ({ id, rateLimit: { limit: 3, windowSeconds: 60 } })
// Generous: a command slower than this falls back to memory, and on a busy machine a running Redis can take over
// 200 ms to answer; these tests are about a Redis that counts, and one that is gone (refused at once).
const store = () => ({ url: redis.url, timeoutMs: 5000 })

describe('rate limits counted in a real Redis', () => {
  it('holds one limit across instances: two app instances share the count', async () => {
    const a = redisLimiter(store(), op('shared'))
    const b = redisLimiter(store(), op('shared'))
    expect((await a.consume('198.51.100.1')).allowed).toBe(true)
    expect((await b.consume('198.51.100.1')).allowed).toBe(true)
    const third = await a.consume('198.51.100.1')
    expect(third).toMatchObject({ allowed: true, remaining: 0 })
    expect(third.msBeforeNext).toBeGreaterThan(58_000)
    expect((await b.consume('198.51.100.1')).allowed).toBe(false)
    expect((await b.consume('198.51.100.2')).allowed).toBe(true)
  })

  it('keeps counting in memory, and says so, when Redis goes down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limiter = redisLimiter(store(), op('fallback'))
    expect((await limiter.consume('203.0.113.5')).allowed).toBe(true)
    await redis.stop()
    const results = []
    for (let i = 0; i < 4; i++) results.push((await limiter.consume('203.0.113.5')).allowed)
    expect(results).toEqual([true, true, true, false])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"rate_limit_store_unavailable"'))
    warn.mockRestore()
  })
})

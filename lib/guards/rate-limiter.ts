import 'server-only'
import Redis from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { getConfig } from '@/lib/config'
import type { Operation } from '@/lib/contracts/operations'
import { log } from '@/lib/log'

/** Most addresses one instance tracks per operation. Past it the oldest window is dropped, so a flood of
 * distinct addresses costs bounded memory; the price is that the oldest counter starts again. */
export const MAX_TRACKED_KEYS = 10_000

export interface Consumed {
  allowed: boolean
  remaining: number
  msBeforeNext: number
}

interface Limiter {
  consume(key: string): Promise<Consumed>
}

const fromRes = (res: RateLimiterRes, allowed: boolean): Consumed => ({
  allowed,
  remaining: Math.max(0, res.remainingPoints),
  msBeforeNext: Math.max(0, res.msBeforeNext),
})

async function consumeWith(limiter: RateLimiterMemory | RateLimiterRedis, key: string): Promise<Consumed> {
  try {
    return fromRes(await limiter.consume(key), true)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return fromRes(rejection, false)
    throw rejection
  }
}

export class BoundedMemoryLimiter implements Limiter {
  private readonly limiter: RateLimiterMemory
  private readonly durationMs: number
  private readonly windows = new Map<string, number>() // key -> window end; insertion order = oldest first

  constructor(points: number, durationSeconds: number, private readonly maxKeys = MAX_TRACKED_KEYS) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds })
    this.durationMs = durationSeconds * 1000
  }

  async consume(key: string): Promise<Consumed> {
    const now = Date.now()
    const end = this.windows.get(key)
    if (end === undefined || end <= now) {
      this.windows.delete(key)
      this.windows.set(key, now + this.durationMs)
      this.evictOverflow()
    }
    return consumeWith(this.limiter, key)
  }

  get size(): number {
    return this.windows.size
  }

  private evictOverflow(): void {
    for (const oldest of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return
      this.windows.delete(oldest)
      void this.limiter.delete(oldest)
    }
  }
}

const clients = new Map<string, Redis>()

const everReady = new WeakSet<Redis>()

/** At start only, waits briefly for the first connection, so the first requests count in Redis too. During an
 * outage it does not wait: those requests go straight to the fallback. */
async function whenFirstReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') everReady.add(redis)
  if (everReady.has(redis)) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  everReady.add(redis)
}

/** One limit across instances, counted in Redis; each instance falls back to its own count while Redis is down. */
export function redisLimiter(url: string, op: Pick<Operation, 'id' | 'rateLimit'>): Limiter {
  let redis = clients.get(url)
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
    // Connection errors surface on each command (and fall back below); without a listener they would be thrown.
    redis.on('error', () => undefined)
    clients.set(url, redis)
  }
  const { limit, windowSeconds } = op.rateLimit
  const insurance = new BoundedMemoryLimiter(limit, windowSeconds)
  const limiter = new RateLimiterRedis({ storeClient: redis, points: limit, duration: windowSeconds, keyPrefix: `rl:${op.id}` })
  return {
    // With Redis unreachable each instance keeps counting on its own, as the spec's memory counters do.
    async consume(key) {
      try {
        await whenFirstReady(redis)
        return await consumeWith(limiter, key)
      } catch (error) {
        log.warn('rate_limit_store_unavailable', { operation: op.id, message: (error as Error).message })
        return insurance.consume(key)
      }
    },
  }
}

const limiters = new Map<string, Limiter>()

export function limiterFor(op: Operation): Limiter {
  let limiter = limiters.get(op.id)
  if (!limiter) {
    const store = getConfig().rateLimit
    limiter =
      store.kind === 'redis'
        ? redisLimiter(store.url, op)
        : new BoundedMemoryLimiter(op.rateLimit.limit, op.rateLimit.windowSeconds)
    limiters.set(op.id, limiter)
  }
  return limiter
}

import 'server-only'
import type Redis from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { getConfig } from '@/lib/config'
import type { Operation } from '@/lib/contracts/operations'
import { log } from '@/lib/log'
import { redisClient, type RedisSettings } from '@/lib/redis'

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

interface Client {
  redis: Redis
  everReady: boolean
  /** Set while Redis fails, so an outage is logged once when it starts and once when it ends. */
  down: boolean
}

const clients = new Map<Redis, Client>()

function clientFor(settings: RedisSettings): Client {
  const redis = redisClient(settings)
  let client = clients.get(redis)
  if (!client) {
    client = { redis, everReady: false, down: false }
    clients.set(redis, client)
  }
  return client
}

/** At start only, waits briefly for the first connection, so the first requests count in Redis too. During an
 * outage it does not wait: those requests go straight to the fallback. */
async function whenFirstReady(client: Client): Promise<void> {
  if (client.redis.status === 'ready') client.everReady = true
  if (client.everReady) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000)
    client.redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  client.everReady = true
}

/**
 * One limit across instances, counted in Redis. While Redis is down or slower than its timeout, each instance
 * counts in its own memory (as the spec's memory counters do): nobody goes unlimited, and nobody waits on Redis.
 */
export function redisLimiter(store: RedisSettings, op: Pick<Operation, 'id' | 'rateLimit'>): Limiter {
  const client = clientFor(store)
  const { limit, windowSeconds } = op.rateLimit
  const insurance = new BoundedMemoryLimiter(limit, windowSeconds)
  const limiter = new RateLimiterRedis({ storeClient: client.redis, points: limit, duration: windowSeconds, keyPrefix: `rl:${op.id}` })
  return {
    async consume(key) {
      try {
        await whenFirstReady(client)
        const counted = await consumeWith(limiter, key)
        if (client.down) log.info('rate_limit_store_back', { store: 'redis' })
        client.down = false
        return counted
      } catch (error) {
        if (!client.down) log.warn('rate_limit_store_unavailable', { store: 'redis', operation: op.id, message: (error as Error).message, fallback: 'memory per instance' })
        client.down = true
        return insurance.consume(key)
      }
    },
  }
}

const limiters = new Map<string, Limiter>()

/** The operation's limiter, or with `factor` the one of an aggregate allowed that many times its limit. */
export function limiterFor(op: Operation, factor = 1): Limiter {
  const id = factor === 1 ? op.id : `${op.id}:x${factor}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const store = getConfig().rateLimit
    const rateLimit = { limit: op.rateLimit.limit * factor, windowSeconds: op.rateLimit.windowSeconds }
    limiter = store.kind === 'redis' ? redisLimiter(store, { id, rateLimit }) : new BoundedMemoryLimiter(rateLimit.limit, rateLimit.windowSeconds)
    limiters.set(id, limiter)
  }
  return limiter
}

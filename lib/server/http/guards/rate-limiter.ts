import 'server-only'
import type Redis from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { getConfig } from '@/lib/server/config'
import type { Operation } from '@/lib/shared/contracts/operations'
import { log } from '@/lib/server/log'
import { redisClient, type RedisSettings } from '@/lib/server/adapters/redis'

/** Addresses tracked per operation and instance (about 25 MB); past it the oldest window is dropped. */
export const MAX_TRACKED_KEYS = 200_000

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

async function consumeWith(limiter: RateLimiterRedis, key: string): Promise<Consumed> {
  try {
    return fromRes(await limiter.consume(key), true)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return fromRes(rejection, false)
    throw rejection
  }
}

interface Window {
  key: string
  count: number
  end: number
}

// Fixed windows, equally long, so the ended ones are always at the front of `order`: each call drops them, and
// memory comes back once a flood's window is over (a Map alone, after many deletions, walks every deleted slot).
export class BoundedMemoryLimiter implements Limiter {
  private readonly windows = new Map<string, Window>()
  private order: Window[] = []
  private head = 0
  private readonly durationMs: number

  constructor(
    private readonly points: number,
    durationSeconds: number,
    private readonly maxKeys = MAX_TRACKED_KEYS,
    private readonly now = Date.now,
  ) {
    this.durationMs = durationSeconds * 1000
  }

  async consume(key: string): Promise<Consumed> {
    const now = this.now()
    while (this.head < this.order.length && this.order[this.head]!.end <= now) this.dropOldest()
    let window = this.windows.get(key)
    if (!window) {
      window = { key, count: 0, end: now + this.durationMs }
      this.windows.set(key, window)
      this.order.push(window)
      while (this.windows.size > this.maxKeys) this.dropOldest()
    }
    window.count += 1
    return {
      allowed: window.count <= this.points,
      remaining: Math.max(0, this.points - window.count),
      msBeforeNext: window.end - now,
    }
  }

  get size(): number {
    return this.windows.size
  }

  private dropOldest(): void {
    const oldest = this.order[this.head++]!
    if (this.windows.get(oldest.key) === oldest) this.windows.delete(oldest.key)
    if (this.head >= 1024 && this.head * 2 >= this.order.length) {
      this.order = this.order.slice(this.head)
      this.head = 0
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

/** One limit across instances, in Redis; while Redis is down or slow, each instance counts in its own memory. */
export function redisLimiter(store: RedisSettings, op: Pick<Operation, 'id' | 'rateLimit'>): Limiter {
  const client = clientFor(store)
  const { limit, windowSeconds } = op.rateLimit
  const insurance = new BoundedMemoryLimiter(limit, windowSeconds)
  const limiter = new RateLimiterRedis({
    storeClient: client.redis,
    points: limit,
    duration: windowSeconds,
    keyPrefix: `rl:${op.id}`,
  })
  return {
    async consume(key) {
      try {
        await whenFirstReady(client)
        const counted = await consumeWith(limiter, key)
        if (client.down) log.info('rate_limit_store_back', { store: 'redis' })
        client.down = false
        return counted
      } catch (error) {
        if (!client.down)
          log.warn('rate_limit_store_unavailable', {
            store: 'redis',
            operation: op.id,
            message: (error as Error).message,
            fallback: 'memory per instance',
          })
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
    limiter =
      store.kind === 'redis'
        ? redisLimiter(store, { id, rateLimit })
        : new BoundedMemoryLimiter(rateLimit.limit, rateLimit.windowSeconds)
    limiters.set(id, limiter)
  }
  return limiter
}

import 'server-only'
import Redis from 'ioredis'

// One ioredis client per URL for the whole process (rate counters and the lead queue). Commands fail fast
// instead of queueing while Redis is away, and fail after `timeoutMs` when it is slow: callers fall back.

export interface RedisSettings {
  url: string
  /** Longer than this, a command counts as failed. */
  timeoutMs: number
}

const clients = new Map<string, Redis>()

export function redisClient({ url, timeoutMs }: RedisSettings): Redis {
  let redis = clients.get(url)
  if (!redis) {
    redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      commandTimeout: timeoutMs,
    })
    // Connection errors surface on each command (and the caller falls back); without a listener they would be thrown.
    redis.on('error', () => undefined)
    clients.set(url, redis)
  }
  return redis
}

import 'server-only'
import type { Operation } from '@/lib/contracts/operations'
import { ApiError } from '@/lib/contracts/api-error'
import { rateHeaders, type RateState } from '@/lib/http/rate-headers'
import { limiterFor } from './rate-limiter'

/** Counts one request of this client against the operation's limit; over it, 429 with Retry-After. */
export async function assertRateLimit(op: Operation, clientKey: string): Promise<RateState> {
  const consumed = await limiterFor(op).consume(clientKey)
  const state: RateState = {
    policy: op.rateLimit,
    remaining: consumed.remaining,
    resetSeconds: Math.max(1, Math.ceil(consumed.msBeforeNext / 1000)),
  }
  if (!consumed.allowed) {
    throw new ApiError('rate_limited', { headers: { ...rateHeaders(state), 'Retry-After': String(state.resetSeconds) } })
  }
  return state
}

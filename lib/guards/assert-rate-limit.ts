import 'server-only'
import { IPV6_NETWORK_FACTOR, type Operation } from '@/lib/contracts/operations'
import { ApiError } from '@/lib/contracts/api-error'
import { aggregateKey, rateLimitKey } from '@/lib/pipeline/client-ip'
import { rateHeaders, type RateState } from '@/lib/pipeline/rate-headers'
import { limiterFor } from './rate-limiter'

/**
 * Counts one request of this client against the operation's limit, and of an IPv6 client also against its /48's
 * aggregate; over either, 429 with Retry-After. The headers speak of the client's own counter.
 */
export async function assertRateLimit(op: Operation, ip: string | undefined): Promise<RateState> {
  const own = await limiterFor(op).consume(rateLimitKey(ip))
  const network = aggregateKey(ip)
  const shared = network ? await limiterFor(op, IPV6_NETWORK_FACTOR).consume(network) : undefined
  const refusal = !own.allowed ? own : shared && !shared.allowed ? shared : undefined
  const state: RateState = {
    policy: op.rateLimit,
    remaining: refusal ? 0 : own.remaining,
    resetSeconds: Math.max(1, Math.ceil((refusal ?? own).msBeforeNext / 1000)),
  }
  if (refusal) {
    throw new ApiError('rate_limited', {
      headers: { ...rateHeaders(state), 'Retry-After': String(state.resetSeconds) },
    })
  }
  return state
}

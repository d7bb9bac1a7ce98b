import 'server-only'
import { IPV6_NETWORK_FACTOR, type Operation } from '@/lib/shared/contracts/operations'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { aggregateKey, rateLimitKey } from '@/lib/server/http/pipeline/client-ip'
import { rateHeaders, type RateState } from '@/lib/server/http/pipeline/rate-headers'
import { limiterFor } from './rate-limiter'

/** Counts the request against the client's limit and an IPv6 client's /48; the headers tell the client's own. */
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

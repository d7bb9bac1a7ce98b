import type { RateLimitPolicy } from '@/lib/shared/contracts/operations'

export interface RateState {
  policy: RateLimitPolicy
  remaining: number
  /** Whole seconds until the window renews (at least 1 while a window is open). */
  resetSeconds: number
}

// draft-ietf-httpapi-ratelimit-headers-11: a quoted policy name, q and w on the policy, r and t on the state;
// the older RateLimit-Limit/-Remaining/-Reset trio alongside for clients that read those.
export function rateHeaders({ policy, remaining, resetSeconds }: RateState): Record<string, string> {
  return {
    RateLimit: `"ip";r=${remaining};t=${resetSeconds}`,
    'RateLimit-Policy': `"ip";q=${policy.limit};w=${policy.windowSeconds}`,
    'RateLimit-Limit': String(policy.limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(resetSeconds),
  }
}

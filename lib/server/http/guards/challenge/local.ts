import 'server-only'
import { randomBytes } from 'node:crypto'
import { redisClient, type RedisSettings } from '@/lib/server/adapters/redis'
import { seal, unseal } from '@/lib/server/security/signing'
import { FORM_TTL_MS } from '../form-marker'

// The challenge of development and demos: a signed one-time token from the form's session. It proves the form came
// from our page, not that a person filled it in, so production refuses it unless ALLOW_LOCAL_ADAPTERS=1.

const MAX_REMEMBERED = 10_000
const redeemed = new Map<string, number>() // nonce -> expiry

export function mintLocalToken(action: string, now = Date.now()): string {
  return seal(`lc1.${action}.${randomBytes(12).toString('base64url')}.${now}`)
}

function forget(now: number) {
  for (const [nonce, expiry] of redeemed) {
    if (expiry > now && redeemed.size < MAX_REMEMBERED) break
    redeemed.delete(nonce)
  }
}

/** The nonce of a valid token for this action and when it expires; undefined for a forged, expired or foreign one. */
function readLocalToken(token: string, action: string, now: number): { nonce: string; expiresAt: number } | undefined {
  const [version, tokenAction, nonce, issued] = unseal(token)?.split('.') ?? []
  const issuedAt = Number(issued)
  if (version !== 'lc1' || tokenAction !== action || !nonce || !Number.isSafeInteger(issuedAt)) return undefined
  if (now - issuedAt > FORM_TTL_MS || issuedAt - now > 5000) return undefined
  return { nonce, expiresAt: issuedAt + FORM_TTL_MS }
}

function redeemInMemory(nonce: string, expiresAt: number, now: number): boolean {
  if (redeemed.has(nonce)) return false
  forget(now)
  redeemed.set(nonce, expiresAt)
  return true
}

/**
 * True once per valid token for this action; false for a forged, expired, reused or foreign one. With Redis (the
 * rate counters' store) once across every instance: the first to store the nonce wins. Without it, or while it
 * fails, once in this process.
 */
export async function redeemLocalToken(
  token: string,
  action: string,
  store?: RedisSettings,
  now = Date.now(),
): Promise<boolean> {
  const valid = readLocalToken(token, action, now)
  if (!valid) return false
  if (store) {
    try {
      // Connected by now: the rate limit, counted in the same Redis, comes first in the pipeline.
      const stored = await redisClient(store).set(`lc:${valid.nonce}`, '1', 'PX', valid.expiresAt - now, 'NX')
      return stored === 'OK' && redeemInMemory(valid.nonce, valid.expiresAt, now)
    } catch {
      // Redis away: this instance still refuses a token it has seen.
    }
  }
  return redeemInMemory(valid.nonce, valid.expiresAt, now)
}

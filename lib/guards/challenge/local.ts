import 'server-only'
import { randomBytes } from 'node:crypto'
import { seal, unseal } from '@/lib/security/signing'
import { FORM_TTL_MS } from '../form-marker'

// The embedded challenge for development and demos: the server renders a signed one-time token into the form,
// as Turnstile's widget would put its token there. It proves the form came from our page, not that a person
// filled it in, so production uses Turnstile (lib/config.ts refuses a production start without it).

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

/** True once per valid token for this action; false for a forged, expired, reused or foreign one. */
export function redeemLocalToken(token: string, action: string, now = Date.now()): boolean {
  const [version, tokenAction, nonce, issued] = unseal(token)?.split('.') ?? []
  const issuedAt = Number(issued)
  if (version !== 'lc1' || tokenAction !== action || !nonce || !Number.isSafeInteger(issuedAt)) return false
  if (now - issuedAt > FORM_TTL_MS || issuedAt - now > 5000 || redeemed.has(nonce)) return false
  forget(now)
  redeemed.set(nonce, issuedAt + FORM_TTL_MS)
  return true
}

import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getConfig } from '@/lib/server/config'

// Verification also takes SIGNING_SECRET_PREVIOUS, so rotating the key breaks no form or link handed out.

function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

function sign(payload: string): string {
  return hmac(getConfig().signing.secret, payload)
}

function verifySignature(payload: string, signature: string): boolean {
  const { secret, previous } = getConfig().signing
  const given = Buffer.from(signature)
  return [secret, previous].some((key) => {
    if (!key) return false
    const expected = Buffer.from(hmac(key, payload))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
}

/** `payload.signature`, for tokens carried as one string. */
export function seal(payload: string): string {
  return `${payload}.${sign(payload)}`
}

/** The payload of a sealed token whose signature holds; undefined for anything forged or malformed. */
export function unseal(token: string): string | undefined {
  const cut = token.lastIndexOf('.')
  if (cut <= 0) return undefined
  const payload = token.slice(0, cut)
  return verifySignature(payload, token.slice(cut + 1)) ? payload : undefined
}

import 'server-only'
import { z } from 'zod'
import { MATERIAL_LINK_DAYS } from '@/lib/shared/contracts/materials'
import { langs, type Lang } from '@/lib/shared/i18n/langs'
import { seal, unseal } from '@/lib/server/security/signing'

// The claims go as base64url, so a dot in the recipient's address is never read as the signature's separator.

export const LINK_LIFETIME_MS = MATERIAL_LINK_DAYS * 24 * 60 * 60 * 1000

const claimsSchema = z.strictObject({
  material: z.string().min(1),
  recipient: z.string().min(1),
  lang: z.enum(langs),
  /** Milliseconds since the epoch after which the link no longer works. */
  expiry: z.int().positive(),
})

export type LinkClaims = z.infer<typeof claimsSchema>

export type TokenReading = { valid: true; claims: LinkClaims } | { valid: false; reason: 'forged' | 'expired' }

const encode = (claims: LinkClaims) => Buffer.from(JSON.stringify(claims)).toString('base64url')

function decode(payload: string): LinkClaims | undefined {
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** A token valid for MATERIAL_LINK_DAYS from `now`. */
export function mintDownloadToken(link: Omit<LinkClaims, 'expiry'>, now: Date): string {
  return seal(encode({ ...link, expiry: now.getTime() + LINK_LIFETIME_MS }))
}

/** What a token says, if its signature holds and it has not expired. */
export function readDownloadToken(token: string, now: Date): TokenReading {
  const payload = unseal(token)
  const claims = payload === undefined ? undefined : decode(payload)
  if (!claims) return { valid: false, reason: 'forged' }
  if (now.getTime() >= claims.expiry) return { valid: false, reason: 'expired' }
  return { valid: true, claims }
}

/** What a token claims, signature UNCHECKED: only to explain a bad link in its language, never to find a file. */
export function unverifiedClaims(token: string): { lang?: Lang; material?: string } {
  const claims = decode(token.split('.')[0] ?? '')
  return { lang: claims?.lang, material: claims?.material }
}

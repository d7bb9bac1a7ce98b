import 'server-only'
import { z } from 'zod'
import { MATERIAL_LINK_DAYS } from '@/lib/contracts/materials'
import { langs, type Lang } from '@/lib/i18n/langs'
import { seal, unseal } from '@/lib/security/signing'

// The token of a download link: base64url(JSON of the claims) "." HMAC-SHA256 of that text. The payload is
// base64url, so a dot in the recipient's address can never be mistaken for the separator. Verified in constant
// time against SIGNING_SECRET and SIGNING_SECRET_PREVIOUS (lib/security/signing.ts). Every function takes the
// time as an argument, so tests drive expiry without waiting.

export const LINK_LIFETIME_MS = MATERIAL_LINK_DAYS * 24 * 60 * 60 * 1000

const claimsSchema = z.strictObject({
  material: z.string().min(1),
  recipient: z.string().min(1),
  lang: z.enum(langs),
  /** Milliseconds since the epoch after which the link no longer works. */
  expiry: z.int().positive(),
})

export type LinkClaims = z.infer<typeof claimsSchema>

export type TokenReading =
  | { valid: true; claims: LinkClaims }
  | { valid: false; reason: 'forged' | 'expired'; lang?: Lang; material?: string }

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

/**
 * What a token says, if its signature holds and it has not expired. A forged token's unverified claims are read
 * only for its language and material, to choose which page the answer shows; they never reach a file.
 */
export function readDownloadToken(token: string, now: Date): TokenReading {
  const payload = unseal(token)
  if (payload === undefined) {
    const unverified = decode(token.split('.')[0] ?? '')
    return { valid: false, reason: 'forged', lang: unverified?.lang, material: unverified?.material }
  }
  const claims = decode(payload)
  if (!claims) return { valid: false, reason: 'forged' }
  if (now.getTime() >= claims.expiry) return { valid: false, reason: 'expired', lang: claims.lang, material: claims.material }
  return { valid: true, claims }
}

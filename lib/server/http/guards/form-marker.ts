import 'server-only'
import { getConfig } from '@/lib/server/config'
import { seal, unseal } from '@/lib/server/security/signing'

// The timestamp marker a form carries: minted by the server when the form's page asks for it, signed, bound to the
// operation. Never read from the visitor's clock, so it cannot be forged or replayed on another form.

export const FORM_TTL_MS = 30 * 60 * 1000
/** Instances may disagree on the time by a little; a marker from further in the future is forged. */
const CLOCK_SKEW_MS = 5000

export function mintFormMarker(operationId: string, now = Date.now()): string {
  return seal(`m1.${operationId}.${now}`)
}

export type MarkerVerdict = 'missing' | 'forged' | 'too-fast' | 'expired' | 'valid'

export function judgeFormMarker(
  marker: unknown,
  operationId: string,
  now = Date.now(),
  minFillMs = getConfig().minFillMs,
): MarkerVerdict {
  if (typeof marker !== 'string' || marker === '') return 'missing'
  const payload = unseal(marker)
  const [version, op, issued] = payload?.split('.') ?? []
  const issuedAt = Number(issued)
  if (version !== 'm1' || op !== operationId || !Number.isSafeInteger(issuedAt)) return 'forged'
  const age = now - issuedAt
  if (age < -CLOCK_SKEW_MS) return 'forged'
  if (age > FORM_TTL_MS) return 'expired'
  if (age < minFillMs) return 'too-fast'
  return 'valid'
}

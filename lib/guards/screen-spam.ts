import 'server-only'
import type { Operation } from '@/lib/contracts/operations'
import { ApiError } from '@/lib/contracts/api-error'
import { GUARD_FIELDS } from '@/lib/contracts/form-guards'
import { judgeFormMarker } from './form-marker'

/**
 * S1 and S2. Returns why the submission is to be dropped silently (the caller answers 200 ok:true, does nothing
 * else and logs the reason): a filled trap, a missing or forged marker, or a form sent faster than a person can.
 * A marker older than 30 minutes is a person's stale form: 400 form_expired, so they can send it again.
 */
export function silentRejection(op: Operation, body: Record<string, unknown>): string | undefined {
  const trap = body[GUARD_FIELDS.trap]
  const filledTrap = typeof trap === 'string' && trap.trim() !== ''
  const verdict = filledTrap ? 'trap' : judgeFormMarker(body[GUARD_FIELDS.marker], op.id)
  if (verdict === 'expired') throw new ApiError('form_expired')
  return verdict === 'valid' ? undefined : verdict
}

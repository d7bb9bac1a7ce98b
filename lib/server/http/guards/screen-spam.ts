import 'server-only'
import type { Operation } from '@/lib/shared/contracts/operations'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { judgeFormMarker } from './form-marker'

/** Why the form is to be dropped silently (step 6), if it is; a stale marker is a person's form: form_expired. */
export function silentRejection(op: Operation, body: Record<string, unknown>): string | undefined {
  const trap = body[GUARD_FIELDS.trap]
  const filledTrap = typeof trap === 'string' && trap.trim() !== ''
  const verdict = filledTrap ? 'trap' : judgeFormMarker(body[GUARD_FIELDS.marker], op.id)
  if (verdict === 'expired') throw new ApiError('form_expired')
  return verdict === 'valid' ? undefined : verdict
}

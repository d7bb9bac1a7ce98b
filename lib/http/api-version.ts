import { API_VERSION } from '@/lib/contracts/operations'
import { ApiError } from './api-error'

const isCalendarDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

/** A pin up to the current version is served as the current version; a later or malformed one is refused. */
export function assertApiVersion(pinned: string | null): void {
  if (pinned === null) return
  const value = pinned.trim()
  if (!isCalendarDate(value) || value > API_VERSION) throw new ApiError('unsupported_version')
}

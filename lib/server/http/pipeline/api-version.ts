import { API_VERSION } from '@/lib/shared/contracts/operations'
import { ApiError } from '@/lib/shared/contracts/api-error'

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** A pin up to the current version is served as the current version; a later or malformed one is refused. */
export function assertApiVersion(pinned: string | null): void {
  if (pinned === null) return
  const value = pinned.trim()
  if (!isCalendarDate(value) || value > API_VERSION) throw new ApiError('unsupported_version')
}

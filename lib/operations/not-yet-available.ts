import 'server-only'
import { ApiError } from '@/lib/contracts/api-error'

/** Stands in for an operation whose own issue has not landed: the full pipeline runs, then 503. */
export async function notYetAvailable(): Promise<never> {
  throw new ApiError('service_unavailable', { hint: 'This operation is not available yet; see openapi.json for its contract.' })
}

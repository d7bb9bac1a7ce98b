import 'server-only'
import { getConfig } from '@/lib/config'
import { ApiError } from '@/lib/contracts/api-error'

/** Form endpoints answer only the site's own pages: the Origin must be one of ours; absent counts as foreign. */
export function assertOrigin(headers: Headers): void {
  const origin = headers.get('origin')
  if (!origin || !getConfig().allowedOrigins.includes(origin)) throw new ApiError('origin_forbidden')
}

import { API_VERSION, type Operation } from '@/lib/shared/contracts/operations'

/** Headers of every answer of this operation: version, no caching, and deprecation when declared. */
export function baseHeaders(op?: Operation): Headers {
  const headers = new Headers({ 'API-Version': API_VERSION, 'Cache-Control': 'no-store' })
  if (op?.deprecation) {
    headers.set('Deprecation', `@${Math.floor(op.deprecation.since.getTime() / 1000)}`)
    headers.set('Sunset', op.deprecation.sunset.toUTCString())
  }
  return headers
}

import 'server-only'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { getConfig, type Config } from '@/lib/server/config'
import { isDevServerHostname } from '@/lib/server/dev-server-hosts'

// In development a form works from any of the dev server's own addresses; the origin must also be the very host
// the request came to, which keeps out DNS rebinding (a foreign name pointed at this machine).
function isDevServerItself(origin: string, host: string | null): boolean {
  if (!host) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return url.protocol === 'http:' && url.host === host.toLowerCase() && isDevServerHostname(url.hostname)
}

export function isAllowedOrigin(origin: string | null, host: string | null, config: Config): boolean {
  if (!origin) return false
  if (config.allowedOrigins.includes(origin)) return true
  return !config.production && isDevServerItself(origin, host)
}

/** Form endpoints answer only the site's own pages: the Origin must be one of ours; absent counts as foreign. */
export function assertOrigin(headers: Headers): void {
  if (!isAllowedOrigin(headers.get('origin'), headers.get('host'), getConfig())) throw new ApiError('origin_forbidden')
}

import 'server-only'
import { ApiError } from '@/lib/contracts/api-error'
import { getConfig, type Config } from '@/lib/config'
import { isDevServerHostname } from '@/lib/dev-server-hosts'

/**
 * In development a form also works from the dev server's other addresses (127.0.0.1, the network address Next
 * prints, another port): the page's origin is the very host the request came to, and that host is this machine.
 * The second condition keeps out DNS rebinding, where a foreign name points at this machine.
 */
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

import { isIPv4, isIPv6 } from 'node:net'
import ipaddr from 'ipaddr.js'

export type TrustProxy = 'vercel' | 'x-forwarded-for'

// The client address from the one header the deployment vouches for: Vercel's x-real-ip, or the rightmost
// X-Forwarded-For entry, the one our own proxy appended (entries left of it came from the client).
export function clientIp(headers: Headers, trust: TrustProxy): string | undefined {
  const raw =
    trust === 'vercel'
      ? headers.get('x-real-ip')
      : headers
          .get('x-forwarded-for')
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .at(-1)
  return raw ? normaliseIp(raw) : undefined
}

/** One spelling per address (no brackets, port or zone; IPv4-mapped as IPv4; RFC 5952); undefined if no IP. */
export function normaliseIp(raw: string): string | undefined {
  let ip = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  ip = ip.replace(/%.*$/, '')
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return ipaddr.IPv4.parse(ip).toString()
  if (!ipaddr.IPv6.isValid(ip)) return undefined
  const v6 = ipaddr.IPv6.parse(ip)
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toRFC5952String()
}

/** The first `groups` 16-bit groups of an IPv6 address as a prefix, e.g. 2001:0db8:0001::/48. */
function ipv6Prefix(ip: string, groups: number): string {
  const parts = ipaddr.IPv6.parse(ip).parts.slice(0, groups)
  return `${parts.map((part) => part.toString(16).padStart(4, '0')).join(':')}::/${groups * 16}`
}

/** What a rate limit counts: one IPv4 address, or one IPv6 /64 (a host can rotate within its /64 at will). */
export function rateLimitKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  if (isIPv4(ip)) return ip
  return ipv6Prefix(ip, 4)
}

/** The aggregate limit's key: the IPv6 /48, so rotating /64s gains nothing; none for IPv4 (a /24 is often one NAT). */
export function aggregateKey(ip: string | undefined): string | undefined {
  return ip && isIPv6(ip) ? ipv6Prefix(ip, 3) : undefined
}

/** The client's network for a log line (IPv4 /24, IPv6 /48), never the address itself. */
export function logNetwork(ip: string | undefined): string | undefined {
  if (!ip) return undefined
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`
  return ipv6Prefix(ip, 3)
}

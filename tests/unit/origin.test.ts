import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/server/config'
import { isAllowedOrigin } from '@/lib/server/http/guards/assert-origin'

const development = parseEnv({ NODE_ENV: 'development', PORT: '3007' })
const production = parseEnv({
  NODE_ENV: 'production',
  SITE_URL: 'https://www.bastion-consulting.pl',
  ALLOWED_ORIGINS: 'https://bastion-consulting.pl',
})
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic?.family === 'IPv4' && !nic.internal)?.address

describe('origins allowed to post a form', () => {
  it('in development: the dev server itself, at whichever of its addresses and ports the page was opened', () => {
    expect(development.siteUrl).toBe('http://localhost:3007')
    expect(isAllowedOrigin('http://localhost:3007', 'localhost:3007', development)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:3007', '127.0.0.1:3007', development)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:4100', '127.0.0.1:4100', development)).toBe(true)
    expect(isAllowedOrigin('http://[::1]:3007', '[::1]:3007', development)).toBe(true)
    if (lanAddress) expect(isAllowedOrigin(`http://${lanAddress}:3007`, `${lanAddress}:3007`, development)).toBe(true)
  })

  it('in development: not another site, not a page served elsewhere, not a foreign name pointing here', () => {
    expect(isAllowedOrigin('http://evil.example:3007', 'localhost:3007', development)).toBe(false)
    expect(isAllowedOrigin('http://127.0.0.1:9999', '127.0.0.1:3007', development)).toBe(false)
    expect(isAllowedOrigin('http://rebind.evil.example:3007', 'rebind.evil.example:3007', development)).toBe(false)
    expect(isAllowedOrigin(null, 'localhost:3007', development)).toBe(false)
    expect(isAllowedOrigin('null', 'localhost:3007', development)).toBe(false)
  })

  it('in production: exactly the explicit list, whatever the Host says', () => {
    expect(isAllowedOrigin('https://www.bastion-consulting.pl', 'www.bastion-consulting.pl', production)).toBe(true)
    expect(isAllowedOrigin('https://bastion-consulting.pl', 'www.bastion-consulting.pl', production)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:3000', '127.0.0.1:3000', production)).toBe(false)
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', production)).toBe(false)
  })

  it('SITE_URL follows the dev server port only in development, and an explicit SITE_URL always wins', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).siteUrl).toBe('http://localhost:3000')
    expect(parseEnv({ NODE_ENV: 'production', PORT: '8080' }).siteUrl).toBe('http://localhost:3000')
    expect(parseEnv({ NODE_ENV: 'development', PORT: '8080', SITE_URL: 'http://dev.local:8080' }).siteUrl).toBe(
      'http://dev.local:8080',
    )
  })
})

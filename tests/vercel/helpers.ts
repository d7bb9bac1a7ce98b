import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { logFileOf } from '../support/vercel/deployment'

export const vercel = inject('vercel')
export const at = (path: string) => new URL(path, vercel.url).toString()

/** A request to the deployment as a visitor at `ip` makes it (Vercel sets x-real-ip; the front takes this one). */
export function visit(path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.ip) headers.set('x-test-client-ip', init.ip)
  return fetch(at(path), { ...init, headers, redirect: 'manual' })
}

let ipCounter = 0
/** A client address no other request of the stage uses, so rate limits do not carry over. */
export const newIp = () => `203.0.113.${(ipCounter = (ipCounter + 1) % 250) + 1}`

/** What a function has printed so far. */
export const logOf = (fn: string) => {
  try {
    return readFileSync(logFileOf(vercel.logDir, fn), 'utf8')
  } catch {
    return ''
  }
}

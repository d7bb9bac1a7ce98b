import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { turnstileToken } from '../support/fakes'
import { testEnv } from '../support/test-env'
import { api, markerAged, newClientIp, type SentEmail } from './helpers'

// Links built here by hand, to the documented format, not with the server's own code: base64url of the JSON
// claims, a dot, base64url of HMAC-SHA256 over that text.

export const DAY_MS = 24 * 60 * 60 * 1000
export const GUIDE = 'ksc-nis2-sap-guide'

export interface Claims {
  material: string
  recipient: string
  lang: string
  expiry: number
}

export const encodeClaims = (claims: Claims) => Buffer.from(JSON.stringify(claims)).toString('base64url')
export const signPayload = (payload: string, key = testEnv.signingSecret) =>
  createHmac('sha256', key).update(payload).digest('base64url')
export const signedToken = (claims: Claims, key?: string) =>
  `${encodeClaims(claims)}.${signPayload(encodeClaims(claims), key)}`

/** Claims for the guide in Polish, expiring `inMs` from now (negative: already expired). */
export const claims = (overrides: Partial<Claims> = {}, inMs = DAY_MS): Claims => ({
  material: GUIDE,
  recipient: 'anna.nowak@example.com',
  lang: 'pl',
  expiry: Date.now() + inMs,
  ...overrides,
})

export const downloadUrl = (token: string) => api(`/api/materials/download/?token=${encodeURIComponent(token)}`)

/** GET from a fresh client address each time, so the download limit of one test never reaches another. */
export const fetchAs = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'x-forwarded-for': newClientIp(), ...headers } })

export function materialBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    materialId: GUIDE,
    fullName: 'Anna Nowak',
    email: 'anna.nowak@example.com',
    company: 'Wodociągi Północ S.A.',
    role: 'Kierownik zespołu SAP',
    gdpr: 'on',
    'form-marker': markerAged('requestGatedMaterial'),
    'bot-challenge-response': turnstileToken('requestGatedMaterial'),
    ...overrides,
  }
}

/** The download address in a material mail (its button and its plain copy carry the same one). */
export function linkIn(mail: SentEmail): string {
  const links = [...mail.html.matchAll(/href="([^"]*\/api\/materials\/download\/[^"]*)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  )
  if (links.length === 0) throw new Error(`no download link in the mail: ${mail.html.slice(0, 500)}`)
  return links[0]!
}

export const fileOnDisk = (name: string) => readFileSync(path.join(process.cwd(), 'private', name))

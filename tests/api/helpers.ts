import { performance } from 'node:perf_hooks'
import { expect, inject } from 'vitest'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { fakeState, resetFake, setFakeMode, turnstileToken } from '../support/fakes'

export const stack = inject('stack')
export const api = (path: string) => new URL(path, stack.baseUrl).toString()

// Each test file runs in a worker of its own number, so each file counts within its own 10.<worker>.0.0/16: two
// files never share an address (a random start once let two files meet, and one got another's 429).
const worker = Number(process.env.VITEST_WORKER_ID ?? 0) & 255
let clients = 0
/** A fresh client address per test, so limits of one test never leak into another (the trusted proxy's entry). */
export function newClientIp(): string {
  clients += 1
  return `10.${worker}.${(clients >> 8) & 255}.${clients & 255}`
}

/** A marker as the form page would have minted it, `ageMs` ago. */
/** How long a visitor waits for a whole page, in ms; fails on anything but 200. */
export async function pageMs(path: string): Promise<number> {
  const start = performance.now()
  const res = await fetch(api(path))
  await res.arrayBuffer()
  expect(res.status).toBe(200)
  return performance.now() - start
}

export const markerAged = (operationId: string, ageMs = 10_000) => mintFormMarker(operationId, Date.now() - ageMs)

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Anna',
    lastName: 'Nowak',
    company: 'Elektrownia Północ S.A.',
    email: 'anna.nowak@example.com',
    phone: '+48 600 100 200',
    role: 'CISO',
    area: 'sap',
    message: 'Prosimy o ocenę uprawnień SAP_ALL <script>alert(1)</script> w S/4HANA.',
    gdpr: 'on',
    'form-marker': markerAged('submitContactForm'),
    'bot-challenge-response': turnstileToken('submitContactForm'),
    ...overrides,
  }
}

type Encoding = 'json' | 'urlencoded' | 'multipart'

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))

function encode(body: Record<string, unknown>, encoding: Encoding): { body: BodyInit; contentType?: string } {
  if (encoding === 'json') return { body: JSON.stringify(body), contentType: 'application/json' }
  const entries = Object.entries(body).filter(([, v]) => v !== undefined)
  if (encoding === 'urlencoded')
    return {
      body: new URLSearchParams(entries.map(([k, v]) => [k, asText(v)])).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }
  // Files go as file parts; an array sends its name once per element (two `cv` parts).
  const form = new FormData()
  for (const [k, v] of entries)
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, one instanceof Blob ? one : asText(one))
  return { body: form } // fetch sets the multipart boundary
}

export interface PostOptions {
  ip?: string
  encoding?: Encoding
  headers?: Record<string, string>
  origin?: string | null
}

export async function post(path: string, body: Record<string, unknown>, options: PostOptions = {}): Promise<Response> {
  const encoded = encode(body, options.encoding ?? 'json')
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? newClientIp(), ...options.headers }
  if (encoded.contentType) headers['content-type'] = encoded.contentType
  if (options.origin !== null) headers.origin = options.origin ?? stack.baseUrl
  return fetch(api(path), { method: 'POST', headers, body: encoded.body })
}

export interface SentEmail {
  from: string
  to: string[]
  reply_to?: string
  subject: string
  html: string
  text: string
  /** As the Resend SDK sends them: content in base64. */
  attachments?: { filename: string; content: string; content_type: string }[]
}
export interface HubspotState {
  contacts: { id: string; properties: Record<string, string> }[]
  notes: { properties: { hs_note_body: string; hs_timestamp: string }; associations: unknown[] }[]
  attempts: number
}

export const sentEmails = async () => (await fakeState<{ emails: SentEmail[] }>(stack.resend)).emails
export const hubspot = () => fakeState<HubspotState>(stack.hubspot)
export const turnstileCalls = async () => (await fakeState<{ calls: Record<string, string>[] }>(stack.turnstile)).calls

export async function resetFakes(): Promise<void> {
  await Promise.all([stack.resend, stack.turnstile, stack.hubspot, stack.webhook].map(resetFake))
}

export { setFakeMode }

const POLL_MS = 50

/** Polls until `check` holds or the time is up; for work the server does after answering. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
}

/** The CRM contacts created so far for an address. */
export const leadsFor = async (email: string) => (await hubspot()).contacts.filter((c) => c.properties.email === email)

/** The lead made for `email` and the CRM's first note, once both have arrived (they are sent after the answer). */
export async function deliveredLead(email: string) {
  const [contact] = await eventually(
    () => leadsFor(email),
    (c) => c.length > 0,
  )
  const { notes } = await eventually(hubspot, (s) => s.notes.length > 0)
  return { properties: contact?.properties, note: notes[0]?.properties.hs_note_body }
}

/**
 * Before asserting that something did NOT happen after an answer (no lead): sends one good enquiry and waits for
 * its lead. The server works through what it does after answering in order, so by then an earlier request's lead
 * would have arrived too. Mail and CRM fakes must be up.
 */
export async function afterEarlierWork(): Promise<void> {
  const email = `barrier.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  const res = await post('/api/contact/', contactBody({ email }))
  if (res.status !== 200) throw new Error(`the barrier enquiry was answered ${res.status}`)
  const state = await eventually(hubspot, (s) => s.contacts.some((c) => c.properties.email === email))
  if (!state.contacts.some((c) => c.properties.email === email)) throw new Error('the barrier lead never arrived')
}

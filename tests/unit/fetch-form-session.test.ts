import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchFormSession, FormSessionError, untilUsable } from '@/lib/browser/form-session'

// fetchFormSession against a real HTTP server. In a page the path is resolved against the page's origin; here
// fetch is wrapped to resolve it against this server, and nothing else about the exchange is changed.

interface Answer {
  status: number
  headers?: Record<string, string>
  body: string
}
interface Received {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
  body: string
}

let answer: Answer
let received: Received | undefined
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }
      res.writeHead(answer.status, answer.headers).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const fetchFrom = (origin: string) => {
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
}
afterEach(() => {
  vi.unstubAllGlobals()
  received = undefined
})

const problem = (error: string) =>
  JSON.stringify({ type: 'tag:x', title: 'x', status: 429, code: 'rate_limited', error, hint: 'x' })

describe('fetchFormSession', () => {
  const issued = {
    ok: true,
    marker: 'signed.marker',
    readyInMs: 3000,
    expiresInMs: 1_800_000,
    challenge: { kind: 'turnstile', siteKey: 'key', action: 'submitContactForm' },
  }

  it('POSTs the operation and the language as JSON to the session path and gives back the marker, the challenge, and when the marker may be used', async () => {
    answer = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(issued) }
    fetchFrom(base)
    const before = Date.now()
    const session = await fetchFormSession('submitContactForm', 'en')
    const after = Date.now()
    expect(session).toMatchObject({
      marker: 'signed.marker',
      challenge: { kind: 'turnstile', siteKey: 'key', action: 'submitContactForm' },
    })
    // Usable 3 s after it arrived (never sooner: the server counts from before it answered); expiring a minute early.
    expect(session.usableAt).toBeGreaterThanOrEqual(before + 3000)
    expect(session.usableAt).toBeLessThanOrEqual(after + 3000)
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 1_740_000)
    expect(session.expiresAt).toBeLessThanOrEqual(after + 1_740_000)
    expect(received).toMatchObject({
      method: 'POST',
      url: '/api/forms/session/',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    })
    expect(JSON.parse(received!.body)).toEqual({ operation: 'submitContactForm', lang: 'en' })
  })

  it("untilUsable resolves at the session's usableAt, not before", async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      let done = false
      void untilUsable({
        marker: 'm',
        challenge: { kind: 'local', token: 't' },
        usableAt: 1_002_500,
        expiresAt: 2_000_000,
      }).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(2_499)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    ['without a marker', { ...issued, marker: '' }],
    ['without a known challenge', { ...issued, challenge: { kind: 'captcha' } }],
    ['without its timing', { ...issued, readyInMs: undefined }],
  ])('rejects a 200 %s: a form sent with it would be dropped silently', async (_what, body) => {
    answer = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    fetchFrom(base)
    await expect(fetchFormSession('submitContactForm', 'pl')).rejects.toBeInstanceOf(FormSessionError)
  })

  it("rejects a refusal with the server's message and its Retry-After in seconds", async () => {
    answer = {
      status: 429,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '42' },
      body: problem('Zbyt wiele prób. Spróbuj ponownie za chwilę.'),
    }
    fetchFrom(base)
    const refusal = await fetchFormSession('requestGatedMaterial', 'pl').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(FormSessionError)
    expect(refusal).toMatchObject({ message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.', retryAfter: 42 })
  })

  it('rejects an answer that is not the Error model (a proxy’s HTML page) with an empty message and no wait', async () => {
    answer = { status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad gateway</h1>' }
    fetchFrom(base)
    const refusal = await fetchFormSession('submitJobApplication', 'pl').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(FormSessionError)
    expect(refusal).toMatchObject({ message: '', retryAfter: 0 })
  })

  it('lets a network failure reject as fetch does', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    fetchFrom(nobody)
    const failure = await fetchFormSession('requestKscCheckReport', 'pl').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect(failure).not.toBeInstanceOf(FormSessionError)
  })
})

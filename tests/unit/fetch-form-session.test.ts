import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchFormSession, FormSessionError } from '@/lib/browser/form-session'

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

const problem = (error: string) => JSON.stringify({ type: 'tag:x', title: 'x', status: 429, code: 'rate_limited', error, hint: 'x' })

describe('fetchFormSession', () => {
  it('POSTs the operation and the language as JSON to the session path and gives back the marker and the challenge', async () => {
    answer = {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ok: true, marker: 'signed.marker', challenge: { kind: 'turnstile', siteKey: 'key', action: 'submitContactForm' } }),
    }
    fetchFrom(base)
    const session = await fetchFormSession('submitContactForm', 'en')
    expect(session).toEqual({ marker: 'signed.marker', challenge: { kind: 'turnstile', siteKey: 'key', action: 'submitContactForm' } })
    expect(received).toMatchObject({ method: 'POST', url: '/api/forms/session/', headers: { accept: 'application/json', 'content-type': 'application/json' } })
    expect(JSON.parse(received!.body)).toEqual({ operation: 'submitContactForm', lang: 'en' })
  })

  it("rejects a refusal with the server's message and its Retry-After in seconds", async () => {
    answer = { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '42' }, body: problem('Zbyt wiele prób. Spróbuj ponownie za chwilę.') }
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

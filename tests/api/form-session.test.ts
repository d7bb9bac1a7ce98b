import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'

const FORM_SESSION_PATH = OPERATION_PATHS.issueFormSession
import { operations } from '@/lib/shared/contracts/operations'
import { judgeFormMarker } from '@/lib/server/http/guards/form-marker'
import { listOutbox } from '@/lib/server/features/dev-outbox/outbox-files'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { contactBody, markerAged, newClientIp, post, sentEmails, stack, type PostOptions } from './helpers'

// issueFormSession: what a static form page asks for as soon as it loads. This stack runs Turnstile, with the real
// minimum fill time of 3 s.

const MIN_FILL_MS = 3000
const markedForms = operations.filter((op) => op.antiSpam && op.challenge).map((op) => op.id)
const askFor = (body: Record<string, unknown>, options?: PostOptions) => post(FORM_SESSION_PATH, body, options)

describe('issueFormSession: a marker and a challenge for each form that carries them', () => {
  it.each(markedForms)(
    '%s: the Turnstile challenge of its action and a marker for that form alone, issued now',
    async (operation) => {
      const res = await askFor({ operation, lang: 'en' })
      const answeredAt = Date.now()
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = await res.json()
      // With how long the page must wait before sending with it (the too-fast rule), and how long it lasts.
      expect(body).toEqual({
        ok: true,
        marker: expect.any(String),
        readyInMs: MIN_FILL_MS,
        expiresInMs: 30 * 60 * 1000,
        challenge: { kind: 'turnstile', siteKey: 'test-site-key', action: operation },
      })
      // Signed by the server for this operation: too fast now, good once the minimum fill time has passed.
      expect(judgeFormMarker(body.marker, operation, answeredAt, MIN_FILL_MS)).toBe('too-fast')
      expect(judgeFormMarker(body.marker, operation, answeredAt + MIN_FILL_MS, MIN_FILL_MS)).toBe('valid')
      expect(
        judgeFormMarker(
          body.marker,
          markedForms.find((id) => id !== operation)!,
          answeredAt + MIN_FILL_MS,
          MIN_FILL_MS,
        ),
      ).toBe('forged')
    },
  )

  it('a new marker on every request', async () => {
    const markers = await Promise.all(
      [1, 2].map(async () => (await (await askFor({ operation: 'submitContactForm' })).json()).marker),
    )
    expect(markers[0]).not.toBe(markers[1])
  })

  it('the contact form sent at once with the issued marker is dropped silently as too fast; the same with an older marker is mailed', async () => {
    const { marker } = await (await askFor({ operation: 'submitContactForm' })).json()
    const res = await post('/api/contact/', contactBody({ [GUARD_FIELDS.marker]: marker }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    // An accepted enquiry is mailed before it is answered.
    expect(await sentEmails()).toEqual([])
    expect(
      (
        await post(
          '/api/contact/',
          contactBody({ [GUARD_FIELDS.marker]: markerAged('submitContactForm', MIN_FILL_MS) }),
        )
      ).status,
    ).toBe(200)
    expect(await sentEmails()).not.toEqual([])
  })

  it('declares its rate limit, 60 per 15 minutes, and answers 429 with Retry-After past it', async () => {
    const ip = newClientIp()
    const first = await askFor({ operation: 'submitContactForm' }, { ip })
    expect(first.headers.get('ratelimit-policy')).toBe('"ip";q=60;w=900')
    expect(first.headers.get('ratelimit')).toMatch(/^"ip";r=59;t=\d+$/)
    for (let i = 2; i <= 60; i++) expect((await askFor({ operation: 'submitContactForm' }, { ip })).status).toBe(200)
    // The limit is checked before the body is read, so the language is the page's (Referer).
    const refused = await askFor(
      { operation: 'submitContactForm' },
      { ip, headers: { referer: `${stack.baseUrl}/en/contact/` } },
    )
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      error: 'Too many attempts. Please try again shortly.',
    })
  })
})

describe('issueFormSession: what it refuses', () => {
  it.each([
    ['no Origin', null],
    ['a foreign Origin', 'https://evil.example'],
  ])('403 origin_forbidden with %s', async (_case, origin) => {
    const res = await askFor({ operation: 'submitContactForm' }, { origin })
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await res.json()).code).toBe('origin_forbidden')
  })

  it.each([
    ['an unknown operation', { operation: 'sendNewsletter' }, 'invalid_option'],
    ['an operation without a marker', { operation: 'scoreKscCheck' }, 'invalid_option'],
    ['no operation', {}, 'required'],
  ])('400 missing_fields naming the field for %s, in the language asked for', async (_case, body, reason) => {
    const res = await askFor({ ...body, lang: 'en' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const problem = await res.json()
    expect(problem).toMatchObject({ code: 'missing_fields', error: 'Please fill in the required fields.' })
    expect(problem.fields).toEqual([expect.objectContaining({ name: 'operation', reason })])
    expect(res.headers.get('ratelimit')).not.toBeNull()
  })

  it('413 payload_too_large for a body over 1 KiB', async () => {
    const res = await askFor({ operation: 'submitContactForm', padding: 'x'.repeat(1024) })
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe('payload_too_large')
  })
})

describe('issueFormSession on the local challenge, with the too-fast rule off', () => {
  let site: ExtraSite
  beforeAll(async () => {
    site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  })
  afterAll(() => site?.stop())

  it('its marker and one-time token carry a contact enquiry through: accepted and mailed', async () => {
    const headers = { origin: site.url, 'content-type': 'application/json', 'x-forwarded-for': newClientIp() }
    const session = await fetch(new URL(FORM_SESSION_PATH, site.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ operation: 'submitContactForm' }),
    })
    const { marker, challenge } = await session.json()
    expect(challenge).toEqual({ kind: 'local', token: expect.any(String) })

    const email = `session.${Date.now()}@example.com`
    const body = contactBody({ email, [GUARD_FIELDS.marker]: marker, [GUARD_FIELDS.challenge]: challenge.token })
    const res = await fetch(new URL('/api/contact/', site.url), { method: 'POST', headers, body: JSON.stringify(body) })
    expect(res.status).toBe(200)
    expect((await listOutbox(path.join(site.dataDir, 'outbox'))).map((m) => m.to)).toContain(email)

    const again = await fetch(new URL('/api/contact/', site.url), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    expect(again.status).toBe(400)
    expect((await again.json()).code).toBe('verification_failed')
  })
})

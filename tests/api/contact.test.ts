import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@/lib/shared/i18n/consents'
import { turnstileToken } from '../support/fakes'
import {
  afterEarlierWork,
  contactBody,
  deliveredLead,
  eventually,
  hubspot,
  leadsFor,
  markerAged,
  post,
  sentEmails,
  setFakeMode,
  stack,
  turnstileCalls,
} from './helpers'

let n = 0
const uniqueEmail = () => `anna.nowak+${Date.now()}-${++n}@example.com`

describe('submitContactForm: accepted enquiries', () => {
  it.each(['json', 'urlencoded', 'multipart'] as const)(
    'accepts %s, mails sales and the visitor, and creates the lead with proof of consent',
    async (encoding) => {
      const email = uniqueEmail()
      const res = await post('/api/contact/', contactBody({ email, marketing: 'true' }), {
        encoding,
        headers: { referer: `${stack.baseUrl}/kontakt/` },
      })

      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true })
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('api-version')).toBe('2026-10-07')
      expect(res.headers.get('cache-control')).toBe('no-store')

      const [toSales, toVisitor, ...rest] = await sentEmails()
      expect(rest).toHaveLength(0)
      expect(toSales!.to).toEqual(['kontakt@bastion-consulting.pl'])
      expect(toSales!.reply_to).toBe(email)
      expect(toSales!.from).toContain('@bastion-consulting.pl')
      for (const value of [
        'Anna Nowak',
        'Elektrownia Północ S.A.',
        email,
        '+48 600 100 200',
        'CISO',
        'Bezpieczeństwo i technologia SAP',
        'SAP_ALL',
      ]) {
        expect(toSales!.html).toContain(value)
      }
      expect(toSales!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(toSales!.html).not.toContain('<script>')

      expect(toVisitor!.to).toEqual([email])
      expect(toVisitor!.subject).toBe('Otrzymaliśmy Twoją wiadomość')
      for (const typed of ['SAP_ALL', 'Anna', 'Elektrownia']) {
        expect(toVisitor!.html + toVisitor!.text).not.toContain(typed)
      }

      const { properties, note } = await deliveredLead(email)
      expect(properties).toMatchObject({
        firstname: 'Anna',
        lastname: 'Nowak',
        company: 'Elektrownia Północ S.A.',
        jobtitle: 'CISO',
      })
      expect(note).toContain('[submitContactForm]')
      expect(note).toContain(`"textVersion":"${CONSENT_VERSION}"`)
      expect(note).toContain('"purposes":{"gdpr":true,"marketing":true}')
      expect(note).toContain(`"page":"${stack.baseUrl}/kontakt/"`)
      expect(note).toContain('"lang":"pl"')
    },
  )

  it('answers and mails the visitor in English when the form is English', async () => {
    const email = uniqueEmail()
    const res = await post('/api/contact/', contactBody({ email, lang: 'en' }))
    expect(res.status).toBe(200)
    const emails = await sentEmails()
    expect(emails.find((e) => e.to[0] === email)!.subject).toBe('We have received your message')
  })
})

describe('submitContactForm: every error it can answer', () => {
  const tooLong = 'x'.repeat(201)
  it.each([
    ['a required field is absent', { firstName: undefined }, 'missing_fields', 'firstName'],
    ['a required field is blank', { company: '   ' }, 'missing_fields', 'company'],
    ['a field is over its limit', { company: tooLong }, 'missing_fields', 'company'],
    ['the area is not one of the list', { area: 'crm' }, 'missing_fields', 'area'],
    ['the e-mail is invalid', { email: 'anna.nowak.example.com' }, 'invalid_email', 'email'],
    ['the consent is absent', { gdpr: undefined }, 'consent_required', 'gdpr'],
    ['the consent is not an accepted value', { gdpr: 'yes' }, 'consent_required', 'gdpr'],
  ])('400 when %s', async (_case, overrides, code, field) => {
    const res = await post('/api/contact/', contactBody(overrides))
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const body = await res.json()
    expect(body).toMatchObject({ code, status: 400, type: `tag:bastion-consulting.pl,2026:problem:${code}` })
    expect(body.title).toEqual(expect.any(String))
    expect(body.error).toEqual(expect.any(String))
    expect(body.hint).toEqual(expect.any(String))
    expect(body.fields[0].name).toBe(field)
    expect(await sentEmails()).toHaveLength(0)
  })

  it('checks the fields before the challenge, so a fixable mistake does not spend the token', async () => {
    const token = turnstileToken('submitContactForm')
    const first = await post('/api/contact/', contactBody({ email: 'nope', 'bot-challenge-response': token }))
    expect(first.status).toBe(400)
    expect(await turnstileCalls()).toHaveLength(0)
    const second = await post('/api/contact/', contactBody({ 'bot-challenge-response': token }))
    expect(second.status).toBe(200)
  })

  it('gives field messages in the language of the form', async () => {
    const body = await (await post('/api/contact/', contactBody({ email: 'nope', lang: 'en' }))).json()
    expect(body.error).toBe('Please enter a valid e-mail address.')
    expect(body.fields[0].message).toBe('Please enter a valid e-mail address.')
  })

  it.each([
    ['absent', undefined],
    ['not issued by the challenge', 'forged-token'],
    ['issued for another form', turnstileToken('requestGatedMaterial')],
    ['expired', 'expired:submitContactForm:1'],
  ])('400 verification_failed when the token is %s', async (_case, token) => {
    const res = await post('/api/contact/', contactBody({ 'bot-challenge-response': token }))
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('verification_failed')
    expect(await sentEmails()).toHaveLength(0)
  })

  it('400 verification_failed when the token is used a second time', async () => {
    const token = turnstileToken('submitContactForm')
    expect((await post('/api/contact/', contactBody({ 'bot-challenge-response': token }))).status).toBe(200)
    const again = await post('/api/contact/', contactBody({ 'bot-challenge-response': token }))
    expect((await again.json()).code).toBe('verification_failed')
  })

  it('400 form_expired when the form was rendered more than 30 minutes ago', async () => {
    const res = await post(
      '/api/contact/',
      contactBody({ 'form-marker': markerAged('submitContactForm', 31 * 60_000) }),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('form_expired')
    expect(await sentEmails()).toHaveLength(0)
  })

  it.each([
    ['a foreign origin', 'https://evil.example'],
    ['no Origin at all', null],
    ['the opaque origin "null"', 'null'],
  ])('403 origin_forbidden for %s, without rate headers (not counted)', async (_case, origin) => {
    const res = await post('/api/contact/', contactBody(), { origin })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe('origin_forbidden')
    expect(res.headers.get('ratelimit')).toBeNull()
    expect(res.headers.get('api-version')).toBe('2026-10-07')
  })
})

describe('submitContactForm: silent rejection (S1)', () => {
  // Overrides are built when each test runs: a marker minted at load time would have aged by then.
  it.each([
    ['the trap field is filled', () => ({ website: 'https://spam.example' })],
    ['the timestamp marker is missing', () => ({ 'form-marker': undefined })],
    ['the marker is forged', () => ({ 'form-marker': `${markerAged('submitContactForm').slice(0, -4)}AAAA` })],
    ['the marker is a bare timestamp', () => ({ 'form-marker': String(Date.now() - 60_000) })],
    ['the marker belongs to another form', () => ({ 'form-marker': markerAged('requestGatedMaterial') })],
    ['the form was sent faster than a person can', () => ({ 'form-marker': markerAged('submitContactForm', 1000) })],
  ])('200 ok:true but nothing sent or stored when %s', async (_case, overrides) => {
    const email = uniqueEmail()
    const res = await post('/api/contact/', contactBody({ email, ...overrides() }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=5;w=600')
    expect(await sentEmails()).toHaveLength(0)
    expect(await turnstileCalls()).toHaveLength(0)
    await afterEarlierWork()
    expect(await leadsFor(email)).toHaveLength(0)
  })
})

describe('submitContactForm: faults', () => {
  it('503 service_unavailable when mail is down: nothing acknowledged, no lead', async () => {
    await setFakeMode(stack.resend, { fail: 500 })
    const email = uniqueEmail()
    const res = await post('/api/contact/', contactBody({ email }))
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    expect((await hubspot()).attempts).toBe(0)
    await setFakeMode(stack.resend, {})
    await afterEarlierWork()
    expect(await leadsFor(email)).toHaveLength(0)
  })

  it('200 when the CRM is down: the enquiry is in the mail, the lead tried once and left to the queue (lead-queue.test.ts)', async () => {
    await setFakeMode(stack.hubspot, { fail: 503 })
    const res = await post('/api/contact/', contactBody({ email: uniqueEmail() }))
    expect(res.status).toBe(200)
    expect((await sentEmails())[0]!.to).toEqual(['kontakt@bastion-consulting.pl'])
    const state = await eventually(hubspot, (s) => s.attempts >= 1)
    expect(state.attempts).toBe(1)
    expect(state.contacts).toHaveLength(0)
  })

  it('503 when the challenge service cannot be reached: fails closed, nothing sent', async () => {
    await setFakeMode(stack.turnstile, { down: true })
    const res = await post('/api/contact/', contactBody())
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    expect(await sentEmails()).toHaveLength(0)
  })

  it('503 when the challenge service answers with an error', async () => {
    await setFakeMode(stack.turnstile, { fail: 500 })
    const res = await post('/api/contact/', contactBody())
    expect(res.status).toBe(503)
  })
})

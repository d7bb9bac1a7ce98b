import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES } from '@/lib/shared/contracts/cv-file'
import { CONSENT_VERSION } from '@/lib/shared/i18n/consents'
import { turnstileToken } from '../support/fakes'
import { docFile, docxFile, pdfFile } from '../support/cv-files'
import { afterEarlierWork, hubspot, markerAged, newClientIp, post, sentEmails, turnstileCalls } from './helpers'
import { apply, applyBody, applyReframed, cvPart, offer } from './apply-helpers'

let n = 0
const uniqueEmail = () => `anna.nowak+${Date.now()}-${++n}@example.com`
const attachmentBytes = (a: { content: string }) => new Uint8Array(Buffer.from(a.content, 'base64'))

describe('submitJobApplication: accepted applications', () => {
  it.each([
    ['PDF', pdfFile('Anna Nowak'), 'CV-Nowak-Anna.pdf', 'application/pdf'],
    [
      'DOCX',
      docxFile(),
      'CV-Nowak-Anna.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['DOC', docFile(), 'CV-Nowak-Anna.doc', 'application/msword'],
  ])(
    'a %s CV reaches recruitment attached under a safe name, byte for byte, with every answer and the offer',
    async (_type, bytes, filename, contentType) => {
      const email = uniqueEmail()
      // Neither the uploaded name nor the declared type counts: the bytes do.
      const res = await apply(applyBody({ email, cv: cvPart(bytes, '../życiorys final.exe', 'text/plain') }))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true })
      expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=3;w=1800')

      const [toRecruitment, toCandidate, ...rest] = await sentEmails()
      expect(rest).toHaveLength(0)
      expect(toRecruitment!.to).toEqual(['kariera@bastion-consulting.pl'])
      expect(toRecruitment!.reply_to).toBe(email)
      expect(toRecruitment!.subject).toBe(`Aplikacja: ${offer('pl').data.title} – Anna Nowak`)
      const html = toRecruitment!.html
      const consent = `treść zgody w wersji ${CONSENT_VERSION}`
      for (const value of [
        'Anna Nowak',
        email,
        '+48 600 100 200',
        'https://pl.linkedin.com/in/anna-nowak/',
        '1 miesiąc',
        filename,
        'reginfo i secinfo',
        consent,
        ...offer('pl').data.questions,
      ]) {
        expect(html).toContain(value)
      }
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).not.toContain('<script>')
      expect(toRecruitment!.attachments).toEqual([{ filename, content_type: contentType, content: expect.any(String) }])
      expect(attachmentBytes(toRecruitment!.attachments![0]!)).toEqual(new Uint8Array(bytes))

      expect(toCandidate!.to).toEqual([email])
      expect(toCandidate!.subject).toBe('Otrzymaliśmy Twoją aplikację')
      expect(toCandidate!.attachments ?? []).toHaveLength(0)
    },
  )

  it('mails the candidate a confirmation in their language that repeats nothing they sent', async () => {
    const email = uniqueEmail()
    const sent = applyBody({
      email,
      lang: 'en',
      rola: 'Claim your prize at evil.example',
      firstName: 'Visit',
      lastName: 'evil.example',
      notice: 'Call +1 900 555',
    })
    expect((await apply(sent)).status).toBe(200)
    const [toRecruitment, toCandidate] = await sentEmails()
    expect(toRecruitment!.subject).toMatch(/^Aplikacja: /)
    expect(toCandidate!.subject).toBe('We have received your application')
    const body = toCandidate!.html + toCandidate!.text
    for (const typed of [
      'evil.example',
      'Visit',
      'prize',
      '+1 900 555',
      '+48 600 100 200',
      'anna-nowak',
      'HotNews',
      'reginfo',
      'HANA',
    ])
      expect(body).not.toContain(typed)
  })

  it('from the English form, recruitment still reads Polish: the Polish title and questions of the offer', async () => {
    expect((await apply(applyBody({ rola: offer('en').data.title, lang: 'en' }))).status).toBe(200)
    const [toRecruitment] = await sentEmails()
    expect(toRecruitment!.subject).toContain(offer('pl').data.title)
    expect(toRecruitment!.html).toContain(offer('pl').data.questions[0])
    expect(toRecruitment!.text).toContain('Język formularza: en')
  })

  it('takes one `name` instead of the pair and `gdpr` for `consent`; the CV is optional', async () => {
    const res = await apply(
      applyBody({
        firstName: undefined,
        lastName: undefined,
        name: 'Jan Maria Kowalski',
        consent: undefined,
        gdpr: 'true',
        cv: undefined,
        linkedin: undefined,
      }),
    )
    expect(res.status).toBe(200)
    const [toRecruitment] = await sentEmails()
    expect(toRecruitment!.subject).toContain('Jan Maria Kowalski')
    expect(toRecruitment!.html).toContain('nie załączono')
    expect(toRecruitment!.attachments ?? []).toHaveLength(0)
  })

  it('takes a browser form with no file chosen (an empty part without a file name)', async () => {
    expect((await apply(applyBody({ cv: new File([], '', { type: 'application/octet-stream' }) }))).status).toBe(200)
    expect((await sentEmails())[0]!.attachments ?? []).toHaveLength(0)
  })

  it('takes a CV of exactly 5 MB', async () => {
    // The padding moves the cross-reference table, whose offset is written in the file: measure, then adjust.
    const probe = pdfFile('Anna Nowak', CV_MAX_BYTES - 1000)
    const exact = pdfFile('Anna Nowak', CV_MAX_BYTES - 1000 - (probe.byteLength - CV_MAX_BYTES))
    expect(exact.byteLength).toBe(CV_MAX_BYTES)
    expect((await apply(applyBody({ cv: cvPart(exact) }))).status).toBe(200)
  })

  it('never creates a CRM lead', async () => {
    const email = uniqueEmail()
    expect((await apply(applyBody({ email }))).status).toBe(200)
    await afterEarlierWork()
    expect((await hubspot()).contacts.filter((c) => c.properties.email === email)).toEqual([])
  })
})

describe('submitJobApplication: field errors, before the challenge', () => {
  const long = (n: number) => 'ą'.repeat(n)
  it.each([
    ['no name at all', { firstName: undefined, lastName: undefined }, 'missing_fields', 'firstName'],
    ['the last name is missing', { lastName: '  ' }, 'missing_fields', 'lastName'],
    ['only a blank `name`', { firstName: undefined, lastName: undefined, name: ' ' }, 'missing_fields', 'name'],
    ['an answer is missing', { q2: undefined }, 'missing_fields', 'q2'],
    ['an answer is over 8000 characters', { q3: long(8001) }, 'missing_fields', 'q3'],
    ['the notice period is over 200 characters', { notice: long(201) }, 'missing_fields', 'notice'],
    ['the e-mail is invalid', { email: 'anna.nowak.example.com' }, 'invalid_email', 'email'],
    ['the consent is absent', { consent: undefined }, 'consent_required', 'consent'],
    ['the consent (as gdpr) is refused', { consent: undefined, gdpr: 'no' }, 'consent_required', 'consent'],
    [
      'the profile is plain http',
      { linkedin: 'http://www.linkedin.com/in/anna-nowak' },
      'invalid_linkedin',
      'linkedin',
    ],
    [
      'the profile is on another host',
      { linkedin: 'https://linkedin.com.evil.example/in/anna-nowak' },
      'invalid_linkedin',
      'linkedin',
    ],
    ['the profile is a script', { linkedin: 'javascript:alert(1)' }, 'invalid_linkedin', 'linkedin'],
    [
      'the profile hides a host in user-info',
      { linkedin: 'https://www.linkedin.com@evil.example/in/anna-nowak' },
      'invalid_linkedin',
      'linkedin',
    ],
    [
      'the profile is over 500 characters',
      { linkedin: `https://www.linkedin.com/in/${'a'.repeat(480)}` },
      'invalid_linkedin',
      'linkedin',
    ],
  ])('400 when %s', async (_case, overrides, code, field) => {
    const res = await apply(applyBody(overrides))
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const body = await res.json()
    expect(body).toMatchObject({ code, status: 400 })
    expect(body.fields[0].name).toBe(field)
    expect(await sentEmails()).toHaveLength(0)
    expect(await turnstileCalls()).toHaveLength(0)
  })
})

describe('submitJobApplication: the body', () => {
  it.each([
    ['JSON', 'json'],
    ['a urlencoded form', 'urlencoded'],
  ] as const)('400 missing_fields for %s, with a hint naming multipart/form-data', async (_case, encoding) => {
    const res = await post('/api/apply/', applyBody({ cv: undefined }), { encoding })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('missing_fields')
    expect(body.hint).toContain('multipart/form-data')
  })

  it('400 for a file part under any other name: missing_fields, or invalid_file beside a CV (one file only)', async () => {
    const alone = await apply(applyBody({ cv: undefined, photo: cvPart(pdfFile()) }))
    expect(await alone.json()).toMatchObject({ code: 'missing_fields', hint: expect.stringContaining('"photo"') })
    const beside = await apply(applyBody({ photo: cvPart(pdfFile()) }))
    expect((await beside.json()).code).toBe('invalid_file')
  })

  it('400 missing_fields for a field the parser cuts (over 24,000 bytes), and for more than 40 fields', async () => {
    const cut = await apply(applyBody({ q1: 'ą'.repeat(12_001) }))
    expect(await cut.json()).toMatchObject({ code: 'missing_fields', hint: expect.stringContaining('"q1"') })
    const extra = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x']))
    const many = await apply(applyBody(extra))
    expect(await many.json()).toMatchObject({ code: 'missing_fields', hint: expect.stringContaining('40 fields') })
  })

  // busboy skips a part whose delimiter line is not exactly `--boundary` CRLF, and the application would be taken
  // without its CV: such a body is refused whole, nothing sent.
  const cvOpening = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="cv"`
  it.each([
    ['transport padding after the boundary (RFC 2046)', (b: string) => `--${b} \t\r\n`],
    ['a bare LF ending the delimiter line', (b: string) => `--${b}\n`],
  ])('400 missing_fields, nothing sent, for %s before the CV', async (_case, line) => {
    const res = await applyReframed(applyBody(), (text, boundary) =>
      text.replace(cvOpening(boundary), cvOpening(boundary).replace(`--${boundary}\r\n`, line(boundary))),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'missing_fields', hint: expect.stringContaining('CRLF') })
    expect(await sentEmails()).toHaveLength(0)
  })

  it('400 missing_fields, nothing sent, for a body with LF line endings throughout', async () => {
    const res = await applyReframed(applyBody(), (text) => text.replace(/\r\n/g, '\n'))
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('missing_fields')
    expect(await sentEmails()).toHaveLength(0)
  })

  it('takes a CV whose bytes hold the boundary after a bare LF (not a delimiter), byte for byte', async () => {
    let cv = new Uint8Array()
    const res = await applyReframed(applyBody(), (text, boundary) => {
      cv = pdfFile(`Anna Nowak\n--${boundary} \n--${boundary}\n`)
      return text.replace(/%PDF-[\s\S]*%%EOF\n/, Buffer.from(cv).toString('latin1'))
    })
    expect(res.status).toBe(200)
    const [toRecruitment] = await sentEmails()
    expect(attachmentBytes(toRecruitment!.attachments![0]!)).toEqual(cv)
  })

  it('413 for a body declared over 6 MiB', async () => {
    const res = await apply(applyBody({ cv: cvPart(new Uint8Array(6.5 * 1024 * 1024)) }))
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe('payload_too_large')
  })

  it('3 applications per 30 minutes from one address; the fourth is 429 with Retry-After', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 3; i++) expect((await apply(applyBody(), { ip })).status).toBe(200)
    const res = await apply(applyBody(), { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(1700)
  })
})

describe('submitJobApplication: the spam guards and the challenge', () => {
  it('200 but nothing sent when the trap field is filled (S1)', async () => {
    const res = await apply(applyBody({ website: 'https://spam.example' }))
    expect(res.status).toBe(200)
    expect(await sentEmails()).toHaveLength(0)
  })

  it('400 form_expired for a form older than 30 minutes', async () => {
    const res = await apply(applyBody({ 'form-marker': markerAged('submitJobApplication', 31 * 60_000) }))
    expect((await res.json()).code).toBe('form_expired')
  })

  it('400 verification_failed without a token, or with one of another form', async () => {
    for (const token of [undefined, turnstileToken('submitContactForm')]) {
      const res = await apply(applyBody({ 'bot-challenge-response': token }))
      expect((await res.json()).code).toBe('verification_failed')
    }
    expect(await sentEmails()).toHaveLength(0)
  })
})

import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@/lib/shared/i18n/consents'
import { messages } from '@/lib/shared/i18n/messages'
import { turnstileToken } from '../support/fakes'
import { startExtraSite } from '../support/stack'
import { testEnv } from '../support/test-env'
import {
  afterEarlierWork,
  api,
  deliveredLead,
  leadsFor,
  newClientIp,
  post,
  sentEmails,
  setFakeMode,
  stack,
  turnstileCalls,
} from './helpers'
import {
  DAY_MS,
  GUIDE,
  claims,
  downloadUrl,
  encodeClaims,
  fetchAs,
  fileOnDisk,
  linkIn,
  materialBody,
  signPayload,
  signedToken,
} from './material-helpers'

let n = 0
const uniqueEmail = () => `anna.nowak+m${Date.now()}-${++n}@example.com`

const manifestOnDisk = () =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'private', 'materials.json'), 'utf8')) as Record<
    string,
    Record<'pl' | 'en', { file: string; pages: number; contents: { title: string }[] }>
  >

async function requestLink(overrides: Record<string, unknown> = {}): Promise<{ email: string; link: string }> {
  const email = uniqueEmail()
  const res = await post('/api/materials/request/', materialBody({ email, ...overrides }))
  expect(res.status).toBe(200)
  const mail = (await sentEmails()).find((m) => m.to[0] === email)!
  return { email, link: linkIn(mail) }
}

describe('requestGatedMaterial -> mail -> downloadGatedMaterial, through real HTTP', () => {
  it('mails a signed link that serves the same bytes as the file on disk, as often as it is opened; lead with consent', async () => {
    const email = uniqueEmail()
    const res = await post('/api/materials/request/', materialBody({ email, marketing: 'on' }), {
      headers: { referer: `${stack.baseUrl}/materialy/przewodnik-ksc-nis2-dla-sap/` },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=5;w=900')

    const [mail, ...rest] = await sentEmails()
    expect(rest).toHaveLength(0)
    expect(mail!.to).toEqual([email])
    expect(mail!.subject).toBe('Twój link do pobrania materiału: Przewodnik KSC i NIS2 dla systemów SAP')
    // Nothing the requester typed but the address.
    for (const typed of ['Anna', 'Nowak', 'Wodociągi', 'Kierownik'])
      expect(mail!.html + mail!.text).not.toContain(typed)
    const link = linkIn(mail!)
    expect(link.startsWith(`${testEnv.siteUrl}/api/materials/download/?token=`)).toBe(true)
    expect(mail!.text).toContain(link)

    const original = fileOnDisk(`${GUIDE}-pl.pdf`)
    for (let open = 0; open < 2; open++) {
      const download = await fetchAs(link)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('x-declared-content-length')).toBeNull()
      expect(download.headers.get('cache-control')).toBe('private, no-store')
      expect(download.headers.get('x-robots-tag')).toBe('noindex')
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Przewodnik KSC i NIS2 dla systemow SAP.pdf"; filename*=UTF-8''Przewodnik%20KSC%20i%20NIS2%20dla%20system%C3%B3w%20SAP.pdf`,
      )
      expect(download.headers.get('ratelimit-policy')).toBe('"ip";q=30;w=900')
      expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true)
    }

    const { properties, note } = await deliveredLead(email)
    expect(properties).toMatchObject({
      firstname: 'Anna',
      lastname: 'Nowak',
      company: 'Wodociągi Północ S.A.',
    })
    expect(note).toContain('[requestGatedMaterial]')
    expect(note).toContain(`material: ${GUIDE}`)
    expect(note).toContain(`"textVersion":"${CONSENT_VERSION}"`)
    expect(note).toContain('"purposes":{"gdpr":true,"marketing":true}')
  })

  it('in English: the English mail, and the English PDF under its English name', async () => {
    const { link } = await requestLink({ lang: 'en', materialId: 'sod-analysis' })
    const mail = (await sentEmails())[0]!
    expect(mail.subject).toBe('Your download link: SoD conflict analysis in SAP')
    const download = await fetchAs(link)
    // An ASCII name needs no RFC 8187 `filename*` beside it.
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="SoD conflict analysis in SAP.pdf"')
    expect(Buffer.from(await download.arrayBuffer()).equals(fileOnDisk('sod-analysis-en.pdf'))).toBe(true)
  })

  it('400 missing_fields naming materialId for an unknown material, before the challenge token is spent', async () => {
    const token = turnstileToken('requestGatedMaterial')
    const res = await post(
      '/api/materials/request/',
      materialBody({ materialId: 'ksc-nis2-sap-guide-2024', 'bot-challenge-response': token }),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('missing_fields')
    expect(body.fields).toEqual([{ name: 'materialId', reason: 'invalid_option', message: expect.any(String) }])
    expect(body.hint).toMatch(/Unknown `materialId`/)
    expect(body.hint).toContain('/llms-full.txt')
    expect(await turnstileCalls()).toHaveLength(0)
    expect(await sentEmails()).toHaveLength(0)
    expect((await post('/api/materials/request/', materialBody({ 'bot-challenge-response': token }))).status).toBe(200)
  })

  it.each([
    ['the name is missing', { fullName: undefined }, 'missing_fields', 'fullName'],
    ['the company is missing', { company: ' ' }, 'missing_fields', 'company'],
    ['the e-mail is invalid', { email: 'anna.nowak@' }, 'invalid_email', 'email'],
    ['the consent is missing', { gdpr: undefined }, 'consent_required', 'gdpr'],
  ])('400 when %s, nothing sent', async (_case, overrides, code, field) => {
    const res = await post('/api/materials/request/', materialBody(overrides))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe(code)
    expect(body.fields[0].name).toBe(field)
    expect(await sentEmails()).toHaveLength(0)
  })

  it('503 when mail is down: nothing acknowledged, no lead', async () => {
    await setFakeMode(stack.resend, { fail: 500 })
    const email = uniqueEmail()
    const res = await post('/api/materials/request/', materialBody({ email }))
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    await setFakeMode(stack.resend, {})
    await afterEarlierWork()
    expect(await leadsFor(email)).toHaveLength(0)
  })
})

describe('downloadGatedMaterial: expiry, on a clock the test sets', () => {
  it('a link a minute short of its 7 days works; one a second past them is refused', async () => {
    const fresh = await fetchAs(downloadUrl(signedToken(claims({}, 60_000))))
    expect(fresh.status).toBe(200)
    const expired = await fetchAs(downloadUrl(signedToken(claims({}, -1000))))
    expect(expired.status).toBe(400)
    expect(expired.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(await expired.json()).toMatchObject({ code: 'form_expired', hint: expect.stringContaining('expired') })
  })

  it('the mailed link expires 7 days after the request', async () => {
    const before = Date.now()
    const { link } = await requestLink()
    const payload = new URL(link).searchParams.get('token')!.split('.')[0]!
    const { expiry } = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)
  })
})

describe('downloadGatedMaterial: forged and tampered links', () => {
  const good = () => signedToken(claims())
  const [payload, signature] = good().split('.') as [string, string]
  const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A')
  it.each([
    [
      'a signature from a key that is not ours',
      () => signedToken(claims(), 'some-other-key-0123456789abcdef-0123456789'),
    ],
    ['one character of the signature changed', () => `${payload}.${flip(signature)}`],
    ['the signature missing', () => `${payload}.`],
    ['no signature part at all', () => payload],
    [
      'the material changed under the old signature',
      () => `${encodeClaims(claims({ material: 'sod-analysis' }))}.${signature}`,
    ],
    [
      'the recipient changed under the old signature',
      () => `${encodeClaims(claims({ recipient: 'eve@example.com' }))}.${signature}`,
    ],
    ['the expiry pushed out under the old signature', () => `${encodeClaims(claims({}, 365 * DAY_MS))}.${signature}`],
    ['an extra dot segment', () => `${payload}.x.${signature}`],
    ['the signature of an empty payload', () => `.${signPayload('')}`],
    ['plain garbage', () => 'garbage'],
    [
      'a signed payload that is not JSON',
      () =>
        `${Buffer.from('not json').toString('base64url')}.${signPayload(Buffer.from('not json').toString('base64url'))}`,
    ],
    [
      'signed JSON with a field missing',
      () => {
        const p = Buffer.from(JSON.stringify({ material: GUIDE, recipient: 'a@example.com', lang: 'pl' })).toString(
          'base64url',
        )
        return `${p}.${signPayload(p)}`
      },
    ],
  ])('400 verification_failed for %s, and no file', async (_case, token) => {
    const res = await fetchAs(downloadUrl(token()))
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect((await res.json()).code).toBe('verification_failed')
  })

  it('400 missing_fields without a token', async () => {
    const res = await fetchAs(api('/api/materials/download/'))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'missing_fields', fields: [{ name: 'token' }] })
  })
})

describe('downloadGatedMaterial: the file never comes from the request', () => {
  it.each([
    ['a relative path', '../private/materials.json'],
    ['a traversal to the system', '../../../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['a NUL byte after a real id', `${GUIDE}\0.pdf`],
    ['URL-encoded dots', '..%2F..%2Fprivate%2Fmaterials.json'],
    ['a file name instead of an id', `${GUIDE}-pl.pdf`],
    ['an inherited property name', '__proto__'],
    ['another inherited property name', 'constructor'],
  ])('a correctly signed link naming %s is a 404, never a file', async (_case, material) => {
    const res = await fetchAs(downloadUrl(signedToken(claims({ material }))))
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect((await res.json()).code).toBe('not_found')
  })

  it.each([
    ['a path as the token', '?token=../../private/ksc-nis2-sap-guide-pl.pdf'],
    ['an encoded path as the token', '?token=..%2F..%2Fprivate%2Fksc-nis2-sap-guide-pl.pdf'],
    ['a NUL byte in the token', '?token=x%00y'],
  ])('%s is a 400, never a file', async (_case, query) => {
    const res = await fetchAs(api(`/api/materials/download/${query}`))
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  })

  it('extra parameters are ignored: a good link serves its own material whatever else the query says', async () => {
    const res = await fetchAs(
      `${downloadUrl(signedToken(claims()))}&file=../../etc/passwd&material=sod-analysis&lang=en`,
    )
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(fileOnDisk(`${GUIDE}-pl.pdf`))).toBe(true)
  })

  it.each([
    '/private/materials.json',
    `/private/${GUIDE}-pl.pdf`,
    `/${GUIDE}-pl.pdf`,
    `/materials/${GUIDE}-pl.pdf`,
    `/api/materials/download/..%2F..%2Fprivate%2F${GUIDE}-pl.pdf`,
  ])('%s is not served', async (path) => {
    const res = await fetchAs(api(path))
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toBe('application/pdf')
  })
})

describe('downloadGatedMaterial: rotating SIGNING_SECRET', () => {
  const newKey = 'rotated-signing-secret-0123456789abcdef-0123456789'
  let site: Awaited<ReturnType<typeof startExtraSite>>
  beforeAll(async () => {
    site = await startExtraSite({ SIGNING_SECRET: newKey, SIGNING_SECRET_PREVIOUS: testEnv.signingSecret })
  })
  afterAll(() => site?.stop())
  const at = (token: string) => fetchAs(`${site.url}/api/materials/download/?token=${encodeURIComponent(token)}`)

  it('a link signed with the previous key still works after rotation', async () => {
    const { link } = await requestLink()
    const res = await at(new URL(link).searchParams.get('token')!)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(fileOnDisk(`${GUIDE}-pl.pdf`))).toBe(true)
  })

  it('a link signed with the new key works', async () => {
    expect((await at(signedToken(claims(), newKey))).status).toBe(200)
  })

  it('a link signed with a key that is neither fails', async () => {
    const res = await at(signedToken(claims(), 'neither-key-0123456789abcdef-0123456789abcdef'))
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('verification_failed')
  })
})

describe('downloadGatedMaterial: a bad link in a browser', () => {
  const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

  it('an expired English link: the English material page with its form, saying the link expired, status 400', async () => {
    const res = await fetchAs(downloadUrl(signedToken(claims({ lang: 'en' }, -1000))), asBrowser)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=30;w=900')
    const html = await res.text()
    expect(html).toContain('<html lang="en"')
    // The notice first in the body, an element hydration skips there (lib/server/operations/bad-link-answer.ts).
    expect(html).toMatch(/<body\b[^>]*><aside class="notice" role="alert">\s*<h2>This download link has expired<\/h2>/)
    expect(html).toContain('KSC and NIS2 guide for SAP systems')
    expect(html).toMatch(new RegExp(`name="materialId"[^>]*value="${GUIDE}"`))
    expect(html).toContain('data-form-operation="requestGatedMaterial"')
  })

  it('a tampered Polish link: the Polish page saying the link is not valid', async () => {
    const [payload, signature] = signedToken(claims({ material: 'sod-analysis' })).split('.')
    const res = await fetchAs(downloadUrl(`${payload}.${signature!.slice(1)}`), asBrowser)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="pl"')
    expect(html).toContain('Ten link do pobrania jest niepoprawny')
    expect(html).toMatch(/name="materialId"[^>]*value="sod-analysis"/)
  })

  it('a link to a material no longer offered: the list of materials, status 404', async () => {
    const res = await fetchAs(downloadUrl(signedToken(claims({ material: 'old-guide-2019' }))), asBrowser)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toMatch(
      /<body\b[^>]*><aside class="notice" role="alert">\s*<h2>Tego materiału już nie udostępniamy<\/h2>/,
    )
    expect(html).toContain('Przewodnik KSC i NIS2 dla systemów SAP')
    // The list is a static page: no script, and its own policy allows none.
    expect(html).not.toContain('<script')
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'none'/)
  })

  it('an agent asking for Markdown gets the same notice and the page in Markdown', async () => {
    const res = await fetchAs(downloadUrl(signedToken(claims({ lang: 'en' }, -1000))), { accept: 'text/markdown' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/)
    const md = await res.text()
    expect(md).toMatch(/^# This download link has expired/)
    expect(md).toContain('KSC and NIS2 guide for SAP systems')
    expect(md).not.toContain('/api/materials/download/')
  })

  it('a script (Accept */*) gets the Error model', async () => {
    const res = await fetchAs(downloadUrl('garbage'), { accept: '*/*' })
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  })
})

describe('gated materials for agents', () => {
  const manifest = manifestOnDisk()

  it('llms-full.txt lists each material with its id, page count and contents, never a download address or file', async () => {
    const text = await (await fetchAs(api('/llms-full.txt'))).text()
    for (const [id, editions] of Object.entries(manifest)) {
      expect(text).toContain(`(materialId): \`${id}\``)
      for (const [lang, edition] of Object.entries(editions)) {
        expect(text).toContain(messages[lang as 'pl' | 'en'].pagesCount(edition.pages))
        for (const { title } of edition.contents) expect(text).toContain(title)
      }
    }
    for (const secret of ['/api/materials/download/', 'token=', '.pdf', 'private/']) expect(text).not.toContain(secret)
  })
})

describe('gated materials in the deployment', () => {
  it('the build traces every PDF of private/ into the download route (what Vercel deploys with it), none into public/', () => {
    const routeDir = path.join(process.cwd(), testEnv.distDir, 'server/app/api/materials/download')
    const trace = JSON.parse(readFileSync(path.join(routeDir, 'route.js.nft.json'), 'utf8')) as { files: string[] }
    const traced = new Set(trace.files.map((f) => path.resolve(routeDir, f)))
    const pdfs = Object.values(manifestOnDisk()).flatMap((byLang) =>
      Object.values(byLang).map((e) => path.join(process.cwd(), 'private', e.file)),
    )
    expect(pdfs).toHaveLength(6)
    for (const pdf of pdfs) expect(traced, `${pdf} is not in the trace`).toContain(pdf)
    expect(traced).toContain(path.join(process.cwd(), 'private', 'materials.json'))
    const staticFiles = readdirSync(path.join(process.cwd(), testEnv.distDir, 'static'), { recursive: true }).map(
      String,
    )
    expect(staticFiles.filter((f) => f.endsWith('.pdf'))).toEqual([])
  })
})

describe('downloadGatedMaterial: its own limit', () => {
  it('30 per 15 minutes per address, bad links counted too; then 429 with Retry-After, and a page to a browser', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 30; i++) {
      const res = await fetch(downloadUrl('garbage'), { headers: { 'x-forwarded-for': ip } })
      expect(res.headers.get('ratelimit-remaining')).toBe(String(29 - i))
    }
    const limited = await fetch(downloadUrl(signedToken(claims())), { headers: { 'x-forwarded-for': ip } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).code).toBe('rate_limited')
    const page = await fetch(downloadUrl(signedToken(claims())), {
      headers: { 'x-forwarded-for': ip, accept: 'text/html' },
    })
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toBeTruthy()
    expect(await page.text()).toContain('Zbyt wiele pobrań w krótkim czasie')
  })
})

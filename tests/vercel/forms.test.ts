import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import { pdfFile } from '../support/cv-files'
import { fakeState, turnstileToken } from '../support/fakes'
import { TEST_CRON_SECRET } from '../support/stack'
import { newIp, vercel, visit } from './helpers'

// Each operation through the deployment's own functions, as the forms send it, to the outside services' fakes.

interface Mail {
  to: string[]
  reply_to?: string
  subject: string
  html: string
  attachments?: { filename: string; content: string }[]
}

const guards = (operation: string) => ({
  'form-marker': mintFormMarker(operation, Date.now() - 10_000),
  'bot-challenge-response': turnstileToken(operation),
})
const sendJson = (path: string, body: unknown) =>
  visit(path, {
    method: 'POST',
    ip: newIp(),
    headers: { 'content-type': 'application/json', origin: vercel.url },
    body: JSON.stringify(body),
  })
const mailTo = async (address: string, test: (mail: Mail) => boolean = () => true) => {
  await expect
    .poll(async () =>
      (await fakeState<{ emails: Mail[] }>(vercel.resend)).emails.some((m) => m.to.includes(address) && test(m)),
    )
    .toBe(true)
  return (await fakeState<{ emails: Mail[] }>(vercel.resend)).emails.find((m) => m.to.includes(address) && test(m))!
}
const lead = (email: string) =>
  expect
    .poll(async () =>
      (await fakeState<{ contacts: { properties: Record<string, string> }[] }>(vercel.hubspot)).contacts.some(
        (c) => c.properties.email === email,
      ),
    )
    .toBe(true)

describe('the forms on Vercel', () => {
  it('a form asks for its session, and an enquiry is mailed to sales, confirmed to the sender, and becomes a lead', async () => {
    const session = await sendJson('/api/forms/session/', { operation: 'submitContactForm', lang: 'pl' })
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({
      ok: true,
      marker: expect.any(String),
      challenge: { kind: 'turnstile', siteKey: 'test-site-key' },
    })
    const email = `ewa.${Date.now()}@example.com`
    const body = {
      firstName: 'Ewa',
      lastName: 'Lis',
      company: 'Sieci Północ',
      email,
      area: 'sap',
      message: 'SAP_ALL w produkcji',
      gdpr: 'on',
      ...guards('submitContactForm'),
    }
    const res = await sendJson('/api/contact/', body)
    expect(res.status).toBe(200)
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=5;w=600')
    expect(await res.json()).toEqual({ ok: true })
    expect((await mailTo('kontakt@bastion-consulting.pl', (m) => m.reply_to === email)).html).toContain(
      'SAP_ALL w produkcji',
    )
    await mailTo(email)
    await lead(email)
  })

  it('the KSC check is scored, and its report mailed as a PDF', async () => {
    const q = questionnaire()
    // Every question answered (with too many left unknown there is no score to give).
    const answers = Object.fromEntries(q.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 4)]))
    const score = await sendJson('/api/ksc-check/score/', { answers, lang: 'en' })
    expect(score.status).toBe(200)
    expect((await score.json()) as { result: { score: number } }).toMatchObject({
      ok: true,
      result: { score: expect.any(Number) },
    })
    const email = `report.${Date.now()}@example.com`
    const report = await sendJson('/api/ksc-check/submit/', {
      answers,
      email,
      lang: 'en',
      gdpr: 'on',
      ...guards('requestKscCheckReport'),
    })
    expect(report.status).toBe(200)
    const mail = await mailTo(email)
    expect(Buffer.from(mail.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('a material is mailed as a signed link that serves the PDF from the function’s own files', async () => {
    const email = `guide.${Date.now()}@example.com`
    const res = await sendJson('/api/materials/request/', {
      materialId: 'ksc-nis2-sap-guide',
      fullName: 'Ewa Lis',
      email,
      company: 'Sieci Północ',
      gdpr: 'on',
      ...guards('requestGatedMaterial'),
    })
    expect(res.status).toBe(200)
    const link = /href="([^"]*\/api\/materials\/download\/[^"]*)"/
      .exec((await mailTo(email)).html)![1]!
      .replace(/&amp;/g, '&')
    expect(link.startsWith(`${vercel.url}/api/materials/download/?token=`)).toBe(true)
    const download = await visit(link.slice(vercel.url.length), { ip: newIp() })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await download.arrayBuffer()).equals(readFileSync('private/ksc-nis2-sap-guide-pl.pdf'))).toBe(
      true,
    )
  })

  const offer = loadContent().find((d): d is Doc<'jobs'> => d.folder === 'jobs' && d.lang === 'pl')!
  const application = (cv: Uint8Array) => {
    const form = new FormData()
    const fields = {
      rola: offer.data.title,
      firstName: 'Ewa',
      lastName: 'Lis',
      email: `cv.${Date.now()}@example.com`,
      q1: 'a',
      q2: 'b',
      q3: 'c',
      consent: 'on',
      ...guards('submitJobApplication'),
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('cv', new File([new Uint8Array(cv)], 'CV Ewa Lis.pdf', { type: 'application/pdf' }))
    return { form, email: fields.email }
  }

  it('an application reaches recruitment with its CV, the same bytes', async () => {
    const cv = pdfFile('Ewa Lis')
    const { form } = application(cv)
    const res = await visit('/api/apply/', { method: 'POST', ip: newIp(), headers: { origin: vercel.url }, body: form })
    expect(res.status).toBe(200)
    const mail = await mailTo(
      'kariera@bastion-consulting.pl',
      (m) => m.attachments?.some((a) => a.filename.endsWith('.pdf')) ?? false,
    )
    expect(
      Buffer.from(mail.attachments!.find((a) => a.filename.endsWith('.pdf'))!.content, 'base64').equals(
        Buffer.from(cv),
      ),
    ).toBe(true)
  })

  it('a body over Vercel’s 4.5 MB never reaches the function (the platform’s 413); the form offers 4 MB there', async () => {
    const { form } = application(pdfFile('Ewa Lis', 4_600_000))
    const res = await visit('/api/apply/', { method: 'POST', ip: newIp(), headers: { origin: vercel.url }, body: form })
    expect(res.status).toBe(413)
    const page = await (await visit(offer.path)).text()
    expect(page).toContain('najwyżej 4 MB')
  })

  it('the daily cron delivers leads with its Bearer token, and refuses a call without it', async () => {
    const { crons } = JSON.parse(readFileSync(path.join(vercel.outputDir, 'config.json'), 'utf8')) as { crons: unknown }
    // Daily: the schedule a Hobby plan accepts.
    expect(crons).toEqual([{ path: '/cron/deliver-leads/', schedule: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }])
    expect((await visit('/cron/deliver-leads/')).status).toBe(401)
    const res = await visit('/cron/deliver-leads/', { headers: { authorization: `Bearer ${TEST_CRON_SECRET}` } })
    expect(res.status).toBe(200)
  })
})

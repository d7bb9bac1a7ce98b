import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { mintLocalToken } from '@/lib/server/http/guards/challenge/local'
import { RESEND_KEY } from '../support/fakes'
import { startExtraSite } from '../support/stack'
import { pdfText } from '../support/pdf-text'
import { api, eventually, markerAged, stack } from './helpers'

// /dev/outbox/ in a production build: absent unless OUTBOX_PAGE=1 turns it on for a demo, and even then it only
// ever shows what the local adapters wrote.

type Site = Awaited<ReturnType<typeof startExtraSite>>
const uuid = '6f1c2a7e-9b7d-4c4e-8f0a-2d5b8e1f3c9a'

/** A KSC report request, as the check's page would send it: the one form whose mail has an attachment. */
async function requestReport(site: Site, email: string): Promise<Response> {
  const answers = Object.fromEntries(questionnaire().questions.map((q) => [q.id, 0]))
  return fetch(`${site.url}/api/ksc-check/submit/`, {
    method: 'POST',
    headers: { origin: site.url, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({
      answers,
      email,
      gdpr: 'on',
      [GUARD_FIELDS.marker]: markerAged('requestKscCheckReport'),
      [GUARD_FIELDS.challenge]: mintLocalToken('requestKscCheckReport'),
    }),
  })
}

describe('/dev/outbox/ in a production build', () => {
  let local: Site
  let demo: Site
  beforeAll(async () => {
    ;[local, demo] = await Promise.all([startExtraSite(), startExtraSite({ OUTBOX_PAGE: '1' })])
  }, 120_000)
  afterAll(async () => Promise.all([local?.stop(), demo?.stop()]))

  it.each(['/dev/outbox/', `/dev/outbox/${uuid}/`, `/dev/outbox/${uuid}/html/`, `/dev/outbox/${uuid}/attachments/0/`])(
    '%s does not exist on the site with real adapters',
    async (path) => {
      const res = await fetch(api(path))
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-store')
    },
  )

  it('does not exist on the embedded local adapters either (ALLOW_LOCAL_ADAPTERS=1 alone), though they wrote mail', async () => {
    expect((await requestReport(local, 'demo.local@example.com')).status).toBe(200)
    expect((await fetch(`${local.url}/dev/outbox/`)).status).toBe(404)
  })

  it('with OUTBOX_PAGE=1 lists the mail newest first, shows it as HTML and text, serves the PDF, and lists the lead', async () => {
    const email = `demo.${Date.now()}@example.com`
    expect((await requestReport(demo, email)).status).toBe(200)
    const list = await fetch(`${demo.url}/dev/outbox/`)
    expect(list.status).toBe(200)
    expect(list.headers.get('x-robots-tag')).toBe('noindex')
    const listing = await list.text()
    expect(listing).toContain(email)
    const id = /href="\/dev\/outbox\/([0-9a-f-]{36})\/"/.exec(listing)![1]!
    const attachment = new RegExp(`href="(/dev/outbox/${id}/attachments/0/)">([^<]+\\.pdf)</a>`).exec(listing)
    expect(attachment).not.toBeNull()

    const view = await (await fetch(`${demo.url}/dev/outbox/${id}/`)).text()
    expect(view).toContain(`src="/dev/outbox/${id}/html/"`)
    expect(view).toContain('<h2>Plain text</h2>')
    const mailHtml = await fetch(`${demo.url}/dev/outbox/${id}/html/`)
    expect(mailHtml.headers.get('content-security-policy')).toMatch(/^sandbox;/)
    expect(await mailHtml.text()).toMatch(/<html/i)

    const pdf = await fetch(`${demo.url}${attachment![1]}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toMatch(/KSC/)

    // The lead is written after the answer; the page shows it once it is there.
    const leads = async () => (await (await fetch(`${demo.url}/dev/outbox/`)).text()).split('<h2 id="leads">')[1] ?? ''
    expect(await eventually(leads, (shown) => shown.includes(email))).toContain(email)
    expect(demo.output()).toContain(`/dev/outbox/${id}/`)
  })

  it('with OUTBOX_PAGE=1 and a real mail service, lists nothing of it', async () => {
    const site = await startExtraSite({ OUTBOX_PAGE: '1', RESEND_API_KEY: RESEND_KEY, RESEND_BASE_URL: stack.resend })
    try {
      expect((await requestReport(site, 'sent.through.resend@example.com')).status).toBe(200)
      const [mailSection] = (await (await fetch(`${site.url}/dev/outbox/`)).text()).split('<h2 id="leads">')
      expect(mailSection).toContain('Mail goes to Resend in this configuration')
      expect(mailSection).not.toContain('sent.through.resend@example.com')
    } finally {
      await site.stop()
    }
  }, 60_000)
})

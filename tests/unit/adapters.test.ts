import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { markdownToHtml } from '@/lib/server/domain/content/markdown'
import { enqueueLead } from '@/lib/server/adapters/crm/deliver-lead'
import { hubspotStore } from '@/lib/server/adapters/crm/hubspot'
import type { Lead } from '@/lib/server/adapters/crm/lead'
import { webhookStore } from '@/lib/server/adapters/crm/webhook'
import { toEml } from '@/lib/server/adapters/mail/outbox'
import {
  HUBSPOT_TOKEN,
  fakeState,
  setFakeMode,
  startHubspot,
  startWebhookReceiver,
  type FakeControl,
} from '../support/fakes'

const lead: Lead = {
  source: 'submitContactForm',
  email: 'ewa@example.com',
  firstName: 'Ewa',
  lastName: 'Zając',
  company: 'Hydro S.A.',
  note: 'Audyt ról SAP',
  properties: { area: 'sap' },
  consent: {
    purposes: { gdpr: true, marketing: false },
    textVersion: '2026-10-07',
    givenAt: '2026-11-22T10:00:00.000Z',
    lang: 'pl',
  },
}

let hub: FakeControl
let hook: FakeControl
beforeAll(async () => {
  ;[hub, hook] = await Promise.all([startHubspot(), startWebhookReceiver()])
})
afterAll(async () => {
  await Promise.all([hub.close(), hook.close()])
})

describe('HubSpot adapter', () => {
  it('creates the contact, then updates it when it exists, and attaches a note with the consent proof each time', async () => {
    const store = hubspotStore({ token: HUBSPOT_TOKEN, baseUrl: hub.url, timeoutMs: 2000 })
    await store.create(lead, 'one')
    await store.create({ ...lead, company: 'Hydro Polska S.A.' }, 'two')
    const state = await fakeState<{
      contacts: { properties: Record<string, string> }[]
      notes: { properties: Record<string, string>; associations: unknown[] }[]
    }>(hub.url)
    expect(state.contacts).toHaveLength(1)
    expect(state.contacts[0]!.properties).toMatchObject({
      email: 'ewa@example.com',
      company: 'Hydro Polska S.A.',
      lastname: 'Zając',
    })
    expect(state.notes).toHaveLength(2)
    expect(state.notes[0]!.properties.hs_note_body).toContain('"textVersion":"2026-10-07"')
    expect(state.notes[0]!.associations).toEqual([
      { to: { id: '1' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }] },
    ])
  })

  it('when no queue takes a lead and HubSpot fails, says so loudly, pointing at the mail to sales, naming no one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await setFakeMode(hub.url, { fail: 502 })
    const first = await enqueueLead(lead, {
      store: hubspotStore({ token: HUBSPOT_TOKEN, baseUrl: hub.url, timeoutMs: 2000 }),
      attemptMs: 2000,
      queues: [],
    })
    expect(await first()).toBe('set-aside')
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/"event":"crm_lead_not_delivered".*"leadId":.*enter this lead in the CRM from that mail/),
    )
    const lines = logged.mock.calls.map((call) => String(call[0])).join('\n')
    for (const typed of ['ewa@example.com', 'Zając', lead.company]) expect(lines).not.toContain(typed)
    await setFakeMode(hub.url, {})
    logged.mockRestore()
  })
})

describe('signed webhook adapter', () => {
  it('signs each delivery so a Standard Webhooks receiver can verify it', async () => {
    const secret = `whsec_${Buffer.from('a shared secret of enough length').toString('base64')}`
    await webhookStore({ url: `${hook.url}/hook`, secret, timeoutMs: 2000 }).create(lead, 'msg_1')
    const { deliveries } = await fakeState<{ deliveries: { headers: Record<string, string>; body: string }[] }>(
      hook.url,
    )
    const { headers, body } = deliveries[0]!
    const payload = new Webhook(secret).verify(body, {
      'webhook-id': headers['webhook-id']!,
      'webhook-timestamp': headers['webhook-timestamp']!,
      'webhook-signature': headers['webhook-signature']!,
    }) as { type: string; data: Lead }
    expect(payload.type).toBe('lead.created')
    expect(payload.data.email).toBe('ewa@example.com')
    expect(() => new Webhook(secret).verify(body.replace('Hydro', 'Evil'), headers as Record<string, string>)).toThrow()
  })

  it('signs with a secret not written as whsec_ by its bytes, as the spec computes it', async () => {
    const secret = 'plain shared secret, żółw included'
    await webhookStore({ url: `${hook.url}/hook`, secret, timeoutMs: 2000 }).create(lead, 'msg_2')
    const { deliveries } = await fakeState<{ deliveries: { headers: Record<string, string>; body: string }[] }>(
      hook.url,
    )
    const { headers, body } = deliveries.at(-1)!
    const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`
    expect(headers['webhook-signature']).toBe(`v1,${createHmac('sha256', secret).update(signed).digest('base64')}`)
  })
})

describe('outbox', () => {
  it('writes a MIME message whose headers cannot be injected', () => {
    const eml = toEml(
      {
        from: 'Bastion <formularze@bastion-consulting.pl>',
        to: ['a@example.com'],
        subject: 'Zapytanie: X\r\nBcc: victim@example.com',
        html: '<p>Cześć</p>',
        text: 'Cześć',
      },
      'id-1',
    )
    expect(eml).not.toMatch(/^Bcc:/m)
    expect(eml).toMatch(/^Subject: =\?UTF-8\?B\?/m)
    expect(eml).toContain('Content-Type: multipart/alternative')
    expect(
      Buffer.from(
        eml
          .split('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n')[1]!
          .split('\r\n')[0]!,
        'base64',
      ).toString(),
    ).toBe('Cześć')
  })
})

describe('Markdown', () => {
  it('shows raw HTML in content as text', () => {
    expect(markdownToHtml('Hi <script>alert(1)</script> **bold**')).toBe(
      '<p>Hi &#60;script&#62;alert(1)&#60;/script&#62; <strong>bold</strong></p>\n',
    )
  })
  it('keeps external links from leaking the referrer', () => {
    expect(markdownToHtml('[x](https://example.com)')).toContain('rel="noopener noreferrer"')
  })
})

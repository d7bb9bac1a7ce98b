import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfFile } from '../support/cv-files'
import { HUBSPOT_TOKEN, fakeState, startHubspot, startWebhookReceiver, type FakeControl } from '../support/fakes'

// Candidate data never goes to the CRM, whichever CRM adapter the settings choose. Each adapter is configured in
// turn; the real routes run; an enquiry proves the adapter is live, an application must leave no trace in it.

// What the server does after answering (the CRM lead) runs at once, so that nothing can arrive unseen later.
const afterAnswer: Promise<unknown>[] = []
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => unknown) => void afterAnswer.push(Promise.resolve().then(task)),
}))

let hub: FakeControl
let hook: FakeControl
const dataDir = mkdtempSync(path.join(tmpdir(), 'apply-no-lead-'))
beforeAll(async () => {
  ;[hub, hook] = await Promise.all([startHubspot(), startWebhookReceiver()])
})
afterAll(async () => {
  await Promise.all([hub.close(), hook.close()])
  rmSync(dataDir, { recursive: true, force: true })
})

const leadFile = (kind: string) => path.join(dataDir, kind, 'leads.ndjson')
const adapters: Record<string, { env: () => Record<string, string>; leads: (kind: string) => Promise<string[]> }> = {
  HubSpot: {
    env: () => ({ HUBSPOT_TOKEN, HUBSPOT_BASE_URL: hub.url }),
    leads: async () =>
      (await fakeState<{ contacts: { properties: { email: string } }[] }>(hub.url)).contacts.map(
        (c) => c.properties.email,
      ),
  },
  'signed webhook': {
    env: () => ({
      CRM_WEBHOOK_URL: `${hook.url}/hook`,
      CRM_WEBHOOK_SECRET: `whsec_${Buffer.from('a shared secret of enough length').toString('base64')}`,
    }),
    leads: async () =>
      (await fakeState<{ deliveries: { body: string }[] }>(hook.url)).deliveries.map(
        (d) => JSON.parse(d.body).data.email,
      ),
  },
  'local file': {
    env: () => ({}),
    leads: async (kind) =>
      existsSync(leadFile(kind))
        ? readFileSync(leadFile(kind), 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l).email)
        : [],
  },
}

async function send(
  route: { POST: (r: Request) => Promise<Response> },
  path: string,
  body: BodyInit,
  contentType?: string,
) {
  const headers: Record<string, string> = {
    origin: 'http://localhost:3000',
    'x-forwarded-for': `192.0.2.${afterAnswer.length + 1}`,
  }
  if (contentType) headers['content-type'] = contentType
  const res = await route.POST(new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body }))
  await Promise.all(afterAnswer)
  return res
}

// The first run loads and compiles both routes with everything they import: a ceiling, not a wait.
describe.each(Object.keys(adapters))('with the %s adapter configured', (kind) => {
  it('an enquiry becomes a lead there; an application never does', { timeout: 90_000 }, async () => {
    vi.resetModules()
    vi.unstubAllEnvs()
    vi.stubEnv('DATA_DIR', path.join(dataDir, kind))
    for (const [name, value] of Object.entries(adapters[kind]!.env())) vi.stubEnv(name, value)
    const { mintFormMarker } = await import('@/lib/server/http/guards/form-marker')
    const { mintLocalToken } = await import('@/lib/server/http/guards/challenge/local')
    const guards = (op: string) => ({
      'form-marker': mintFormMarker(op, Date.now() - 10_000),
      'bot-challenge-response': mintLocalToken(op),
    })

    const candidate = `candidate.${kind.replace(/\W/g, '').toLowerCase()}@example.com`
    const form = new FormData()
    const application = {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: candidate,
      q1: 'a',
      q2: 'b',
      q3: 'c',
      consent: 'on',
      ...guards('submitJobApplication'),
    }
    for (const [name, value] of Object.entries(application)) form.append(name, value)
    form.append('cv', new File([pdfFile()], 'cv.pdf'))
    expect((await send(await import('@/app/api/apply/route'), '/api/apply/', form)).status).toBe(200)

    const client = `client.${kind.replace(/\W/g, '').toLowerCase()}@example.com`
    const enquiry = {
      firstName: 'Ewa',
      lastName: 'Zając',
      company: 'Hydro S.A.',
      email: client,
      area: 'sap',
      gdpr: 'on',
      ...guards('submitContactForm'),
    }
    expect(
      (
        await send(
          await import('@/app/api/contact/route'),
          '/api/contact/',
          JSON.stringify(enquiry),
          'application/json',
        )
      ).status,
    ).toBe(200)

    const leads = await adapters[kind]!.leads(kind)
    expect(leads).toContain(client)
    expect(leads).not.toContain(candidate)
    // The application itself went to the recruitment mailbox (here the outbox).
    expect(
      readdirSync(path.join(dataDir, kind, 'outbox'))
        .map((f) => readFileSync(path.join(dataDir, kind, 'outbox', f), 'utf8'))
        .some((eml) => eml.includes('To: kariera@bastion-consulting.pl')),
    ).toBe(true)
  })
})

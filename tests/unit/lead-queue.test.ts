import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Redis from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deliverDueLeads,
  enqueueLead,
  RETRY_FOR_MS,
  RUN_LIMIT_MS,
  type Delivery,
} from '@/lib/server/adapters/crm/deliver-lead'
import { hubspotStore } from '@/lib/server/adapters/crm/hubspot'
import type { Lead } from '@/lib/server/adapters/crm/lead'
import { fileLeadQueue, redisLeadQueue, type LeadQueue } from '@/lib/server/adapters/crm/lead-queue'
import { webhookStore } from '@/lib/server/adapters/crm/webhook'
import {
  HUBSPOT_TOKEN,
  fakeState,
  resetFake,
  setFakeMode,
  startHubspot,
  startWebhookReceiver,
  type FakeControl,
  type FakeMode,
} from '../support/fakes'
import { startRedis } from '../support/redis'

// The durable lead queue against the real adapters, a HubSpot fake over HTTP, real files and a real redis-server.
// Time is the queue's own argument: a simulated day takes as long as its attempts do.

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const leadOf = (n: number): Lead => ({
  source: 'submitContactForm',
  email: `lead.${n}@example.com`,
  firstName: 'Ewa',
  lastName: `Zając ${n}`,
  company: 'Hydro S.A.',
  note: `Audyt ról SAP ${n}`,
  properties: { area: 'sap' },
  consent: {
    purposes: { gdpr: true, marketing: false },
    textVersion: '2026-10-07',
    givenAt: '2026-11-22T10:00:00.000Z',
    lang: 'pl',
  },
})

interface Hub {
  contacts: { id: string; properties: Record<string, string> }[]
  notes: { properties: { hs_note_body: string } }[]
  attempts: number
}

let hub: FakeControl
let hook: FakeControl
let redis: Awaited<ReturnType<typeof startRedis>>
let client: Redis
const dirs: string[] = []
beforeAll(async () => {
  ;[hub, hook, redis] = await Promise.all([startHubspot(), startWebhookReceiver(), startRedis()])
  client = new Redis(redis.url)
})
afterAll(async () => {
  client?.disconnect()
  await Promise.all([hub?.close(), hook?.close(), redis?.stop()])
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await resetFake(hub.url)
  await resetFake(hook.url)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

const queues: Record<string, () => LeadQueue> = {
  files: () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lead-queue-'))
    dirs.push(dir)
    return fileLeadQueue(dir)
  },
  redis: () => redisLeadQueue(client, `leads-${Math.random().toString(36).slice(2)}`),
}

const hubspotDelivery = (queue: LeadQueue, timeoutMs = 2000): Delivery => ({
  store: hubspotStore({ token: HUBSPOT_TOKEN, baseUrl: hub.url, timeoutMs }),
  attemptMs: timeoutMs,
  queues: [queue],
})

describe.each(Object.keys(queues))('the lead queue in %s', (kind) => {
  it('CRM down for a simulated day (500, 429 with Retry-After, dropped connections, malformed JSON, no answer): every lead arrives once when it is back', async () => {
    const queue = queues[kind]!()
    const delivery = hubspotDelivery(queue, 300)
    const t0 = Date.UTC(2026, 10, 23, 8)
    await setFakeMode(hub.url, { fail: 500 })
    const firsts = await Promise.all(Array.from({ length: 8 }, (_, n) => enqueueLead(leadOf(n), delivery, t0 + n)))
    expect(await Promise.all(firsts.map((first) => first()))).toEqual(Array(8).fill('waiting'))
    const outages: [number, FakeMode][] = [
      [0, { fail: 500 }],
      [5 * HOUR, { fail: 429, retryAfter: 3600 }],
      [10 * HOUR, { down: true }],
      [15 * HOUR, { malformed: true }],
      [20 * HOUR, { hang: true }],
      [21 * HOUR, { fail: 503 }],
    ]
    for (let t = 5 * MINUTE; t < 24 * HOUR; t += 5 * MINUTE) {
      const mode = outages.findLast(([from]) => from <= t)![1]
      if (outages.some(([from]) => from === t)) await setFakeMode(hub.url, mode)
      const run = await deliverDueLeads(delivery, t0 + t)
      expect(run.delivered).toBe(0)
    }
    expect((await fakeState<Hub>(hub.url)).contacts).toHaveLength(0)
    await setFakeMode(hub.url, {})
    const back = await deliverDueLeads(delivery, t0 + 25 * HOUR)
    expect(back).toEqual({ delivered: 8, waiting: 0, setAside: 0, queued: 0 })
    const state = await fakeState<Hub>(hub.url)
    expect(state.contacts.map((c) => c.properties.email).sort()).toEqual(
      Array.from({ length: 8 }, (_, n) => `lead.${n}@example.com`).sort(),
    )
    expect(state.notes).toHaveLength(8)
    expect(await deliverDueLeads(delivery, t0 + 26 * HOUR)).toEqual({
      delivered: 0,
      waiting: 0,
      setAside: 0,
      queued: 0,
    })
    expect((await fakeState<Hub>(hub.url)).notes).toHaveLength(8)
  })

  it('waits as long as a 429 Retry-After asks, and a retry after a half-done attempt creates no second contact', async () => {
    const queue = queues[kind]!()
    const delivery = hubspotDelivery(queue)
    const t0 = Date.UTC(2026, 10, 23, 8)
    await setFakeMode(hub.url, { fail: 429, retryAfter: 7200 })
    expect(await (await enqueueLead(leadOf(1), delivery, t0))()).toBe('waiting')
    const asked = (await fakeState<Hub>(hub.url)).attempts
    expect(await deliverDueLeads(delivery, t0 + HOUR)).toMatchObject({ delivered: 0, queued: 1 })
    expect((await fakeState<Hub>(hub.url)).attempts).toBe(asked)
    // The contact is created, the note refused: the next attempt finds the contact by e-mail and only adds the note.
    await setFakeMode(hub.url, {})
    await setFakeMode(hub.url, { fail: 500, failFor: 'hs_note_body' })
    expect(await deliverDueLeads(delivery, t0 + 2 * HOUR + MINUTE)).toMatchObject({ waiting: 1 })
    await setFakeMode(hub.url, {})
    expect(await deliverDueLeads(delivery, t0 + 3 * HOUR)).toMatchObject({ delivered: 1, queued: 0 })
    const state = await fakeState<Hub>(hub.url)
    expect(state.contacts).toHaveLength(1)
    expect(state.notes).toHaveLength(1)
  })

  it('after seven days of refusals sets the lead aside for a person, loudly, without personal data in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const queue = queues[kind]!()
    const delivery = hubspotDelivery(queue)
    const t0 = Date.UTC(2026, 10, 23, 8)
    await setFakeMode(hub.url, { fail: 500 })
    await (
      await enqueueLead(leadOf(2), delivery, t0)
    )()
    let setAside = 0
    for (let t = HOUR; t <= RETRY_FOR_MS + HOUR; t += HOUR)
      setAside += (await deliverDueLeads(delivery, t0 + t)).setAside
    expect(setAside).toBe(1)
    expect(await queue.size()).toBe(0)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls[0]![0]).toMatch(/"event":"crm_lead_set_aside"/)
    expect(errors.mock.calls[0]![0]).not.toMatch(/example\.com|Zając/)
  })
})

/** A CRM that takes `ms` to answer and remembers every lead it was given, in order. */
function slowStore(ms: number) {
  const created: string[] = []
  return {
    created,
    store: {
      create: async (lead: Lead) => {
        await new Promise((resolve) => setTimeout(resolve, ms))
        created.push(lead.email)
      },
    },
  }
}

describe.each(Object.keys(queues))('delivery runs on the queue in %s', (kind) => {
  const t0 = Date.UTC(2026, 10, 24, 8)
  const waiting = async (queue: LeadQueue, n: number) => {
    for (let i = 0; i < n; i++)
      await queue.put({ id: `lead-${i}`, lead: leadOf(i), attempts: 1, firstAt: t0, nextAt: t0 })
  }

  it('two runs at once on one queue: every lead delivered once, none skipped', async () => {
    const queue = queues[kind]!()
    await waiting(queue, 12)
    const crm = slowStore(15)
    const delivery: Delivery = { store: crm.store, attemptMs: 100, queues: [queue] }
    const runs = await Promise.all([deliverDueLeads(delivery, t0 + MINUTE), deliverDueLeads(delivery, t0 + MINUTE)])
    expect(runs[0]!.delivered + runs[1]!.delivered).toBe(12)
    expect([...crm.created].sort()).toEqual(Array.from({ length: 12 }, (_, n) => `lead.${n}@example.com`).sort())
    expect(await queue.size()).toBe(0)
  })

  it('eight callers claiming at once, each until none is left: every entry handed out once', async () => {
    for (let round = 0; round < 5; round++) {
      const queue = queues[kind]!()
      await waiting(queue, 40)
      const claimUntilEmpty = async (ids: string[] = []): Promise<string[]> => {
        const [entry] = await queue.claimDue(t0 + MINUTE, t0 + MINUTE + RUN_LIMIT_MS, 1)
        return entry ? claimUntilEmpty([...ids, entry.id]) : ids
      }
      const ids = (await Promise.all(Array.from({ length: 8 }, () => claimUntilEmpty()))).flat()
      expect(ids.sort()).toEqual(Array.from({ length: 40 }, (_, n) => `lead-${n}`).sort())
      expect(await queue.claimDue(t0 + MINUTE + 1000, t0 + MINUTE + RUN_LIMIT_MS, 40)).toEqual([])
      expect(await queue.size()).toBe(40)
    }
  })

  it('a run starts no attempt that would outlast its time; the next run takes the rest', async () => {
    const queue = queues[kind]!()
    await waiting(queue, 6)
    const crm = slowStore(40)
    const delivery: Delivery = { store: crm.store, attemptMs: 100, queues: [queue] }
    const first = await deliverDueLeads(delivery, t0 + MINUTE, { limitMs: 250 })
    expect(first.delivered).toBeGreaterThan(0)
    expect(first.delivered).toBeLessThan(6)
    expect(first.queued).toBe(6 - first.delivered)
    const second = await deliverDueLeads(delivery, t0 + 2 * MINUTE)
    expect(first.delivered + second.delivered).toBe(6)
    expect(new Set(crm.created).size).toBe(6)
  })

  it('a lead claimed by a run that died is due again once the run’s time is over, not before', async () => {
    const queue = queues[kind]!()
    await waiting(queue, 1)
    const [claimed] = await queue.claimDue(t0 + MINUTE, t0 + MINUTE + RUN_LIMIT_MS, 1)
    expect(claimed?.id).toBe('lead-0')
    const crm = slowStore(0)
    const delivery: Delivery = { store: crm.store, attemptMs: 100, queues: [queue] }
    expect(await deliverDueLeads(delivery, t0 + MINUTE + RUN_LIMIT_MS - 1000)).toMatchObject({
      delivered: 0,
      queued: 1,
    })
    expect(await deliverDueLeads(delivery, t0 + MINUTE + RUN_LIMIT_MS + 1000)).toMatchObject({
      delivered: 1,
      queued: 0,
    })
  })
})

it('Redis: an id whose entry is gone is dropped, not leased again forever', async () => {
  const prefix = `leads-${Math.random().toString(36).slice(2)}`
  const queue = redisLeadQueue(client, prefix)
  await client.zadd(`${prefix}:due`, 0, 'orphan')
  expect(await queue.claimDue(Date.now(), Date.now() + RUN_LIMIT_MS, 10)).toEqual([])
  expect(await queue.size()).toBe(0)
})

describe('the signed webhook with the queue', () => {
  it('sends the same webhook-id on every attempt of one lead, so the receiver can drop a repeat', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lead-queue-'))
    dirs.push(dir)
    const delivery: Delivery = {
      store: webhookStore({ url: `${hook.url}/hook`, secret: 'a shared secret of enough length', timeoutMs: 2000 }),
      attemptMs: 2000,
      queues: [fileLeadQueue(dir)],
    }
    const t0 = Date.UTC(2026, 10, 23, 8)
    await setFakeMode(hook.url, { fail: 500 })
    expect(await (await enqueueLead(leadOf(3), delivery, t0))()).toBe('waiting')
    const [file] = readdirSync(path.join(dir, 'pending'))
    await setFakeMode(hook.url, {})
    expect(await deliverDueLeads(delivery, t0 + HOUR)).toMatchObject({ delivered: 1 })
    const { deliveries } = await fakeState<{ deliveries: { headers: Record<string, string> }[] }>(hook.url)
    expect(deliveries.map((d) => d.headers['webhook-id'])).toEqual([file!.replace(/\.json$/, '')])
  })
})

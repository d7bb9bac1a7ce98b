import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeServicesEnv, turnstileToken, type FakeMode } from '../support/fakes'
import { startRedis } from '../support/redis'
import { startExtraSite, TEST_CRON_SECRET, type ExtraSite } from '../support/stack'
import { applyBody } from './apply-helpers'
import { contactBody, eventually, hubspot, newClientIp, sentEmails, setFakeMode, stack } from './helpers'

// Each outside service failing or hanging, through real HTTP, against a site with short timeouts wired to the
// same fakes, and to a real redis-server this file starts, stops, slows down and brings back.

let site: ExtraSite
let redis: Awaited<ReturnType<typeof startRedis>>
let client: Redis

beforeAll(async () => {
  redis = await startRedis()
  client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 })
  client.on('error', () => undefined)
  site = await startExtraSite({
    ...fakeServicesEnv(stack),
    MAIL_TIMEOUT_MS: '1000',
    SITEVERIFY_TIMEOUT_MS: '1000',
    CRM_TIMEOUT_MS: '10000',
    REDIS_URL: redis.url,
    // Over the 200 ms default on purpose: on a busy machine a healthy Redis can take a few hundred ms, and each such
    // answer would count as an outage here. The slow Redis below sleeps 5 s.
    REDIS_TIMEOUT_MS: '1000',
  })
})
afterAll(async () => {
  client?.disconnect()
  await site?.stop()
  await redis?.stop()
})

const send = (path: string, body: Record<string, unknown>, ip = newClientIp()) =>
  fetch(new URL(path, site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
const enquiry = (email: string) => contactBody({ email, 'bot-challenge-response': turnstileToken('submitContactForm') })
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
const events = (name: string) =>
  site
    .output()
    .split('\n')
    .filter((l) => l.includes(`"event":"${name}"`))

/** Sends a good enquiry to this site and waits for its lead: an earlier request's lead would have arrived by then. */
async function afterEarlierWork() {
  const email = uniqueEmail('barrier')
  expect((await send('/api/contact/', enquiry(email))).status).toBe(200)
  await eventually(hubspot, (s) => s.contacts.some((c) => c.properties.email === email))
}

describe('Mail down or not answering (MAIL_TIMEOUT_MS=1000)', () => {
  it.each<[string, FakeMode]>([
    ['refusing connections', { down: true }],
    ['not answering', { hang: true }],
    ['answering 500', { fail: 500 }],
  ])('mail %s: 503, nothing acknowledged, no lead', async (_, mode) => {
    const email = uniqueEmail('mail-down')
    await setFakeMode(stack.resend, mode)
    const res = await send('/api/contact/', enquiry(email))
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    await setFakeMode(stack.resend, {})
    await afterEarlierWork()
    expect((await hubspot()).contacts.some((c) => c.properties.email === email)).toBe(false)
    expect((await sentEmails()).some((m) => m.reply_to === email)).toBe(false)
  })
})

describe('Mail idempotency', () => {
  it('every message reaches Resend with its own Idempotency-Key, so no retry of it can mail twice', async () => {
    const email = uniqueEmail('idempotent')
    expect((await send('/api/contact/', enquiry(email))).status).toBe(200)
    const mails = (
      (await sentEmails()) as unknown as { to: string[]; reply_to?: string; idempotencyKey: string | null }[]
    ).filter((m) => m.reply_to === email || m.to.includes(email))
    expect(mails).toHaveLength(2)
    const keys = mails.map((m) => m.idempotencyKey)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(keys).size).toBe(2)
  })
})

describe('Bot verification down or not answering (SITEVERIFY_TIMEOUT_MS=1000)', () => {
  it.each<[string, FakeMode]>([
    ['refusing connections', { down: true }],
    ['not answering', { hang: true }],
  ])('siteverify %s: 503, never a pass, no mail', async (_, mode) => {
    const email = uniqueEmail('siteverify-down')
    await setFakeMode(stack.turnstile, mode)
    const res = await send('/api/contact/', enquiry(email))
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    await setFakeMode(stack.turnstile, {})
    expect((await sentEmails()).some((m) => m.reply_to === email)).toBe(false)
  })
})

describe('CRM not answering', () => {
  it('the visitor is answered while the CRM still holds the lead’s request; the lead arrives later, once', async () => {
    const email = uniqueEmail('crm-hang')
    await setFakeMode(stack.hubspot, { hang: true })
    const res = await send('/api/contact/', enquiry(email))
    expect(res.status).toBe(200)
    const held = await eventually(
      () => fetch(`${stack.hubspot}/__state`).then((r) => r.json() as Promise<{ held: number }>),
      (s) => s.held > 0,
    )
    expect(held.held).toBeGreaterThan(0)
    await setFakeMode(stack.hubspot, {}) // releases the held request with a 503: the first attempt fails
    const cron = () =>
      fetch(new URL('/cron/deliver-leads/', site.url), {
        headers: { authorization: `Bearer ${TEST_CRON_SECRET}` },
      }).then((r) => r.json() as Promise<{ delivered: number }>)
    await eventually(cron, (r) => r.delivered > 0)
    expect((await hubspot()).contacts.filter((c) => c.properties.email === email)).toHaveLength(1)
  })
})

describe('Redis down, slow, and back (REDIS_TIMEOUT_MS=1000)', () => {
  // The score operation: 12 per 15 minutes, no mail or challenge, so only the limit is at stake.
  const score = (ip: string) => send('/api/ksc-check/score/', { answers: {}, lang: 'pl' }, ip)
  const statuses = async (ip: string, n: number) => {
    const out: number[] = []
    for (let i = 0; i < n; i++) out.push((await score(ip)).status)
    return out
  }
  const limited = (n: number) => [...Array(12).fill(200), ...Array(n - 12).fill(429)]

  it('counts in Redis while it is up', async () => {
    expect(await statuses(newClientIp(), 13)).toEqual(limited(13))
    await client.connect()
    expect((await client.keys('rl:scoreKscCheck:*')).length).toBeGreaterThan(0)
  })

  it('slower than the timeout: the request is answered while Redis is still busy, counted in memory', async () => {
    let slept = false
    const sleeping = client.call('DEBUG', 'SLEEP', '5').then(() => (slept = true))
    const res = await score(newClientIp())
    expect(res.status).toBe(200)
    expect(slept).toBe(false)
    await sleeping
    expect(events('rate_limit_store_unavailable')).toHaveLength(1)
    // The next request is counted in Redis again, and the outage's end is logged.
    await eventually(
      async () => (await score(newClientIp()), events('rate_limit_store_back')),
      (l) => l.length === 1,
    )
  })

  it('down: per-instance limits take over (no 500, nobody unlimited), logged once; back on Redis when it returns', async () => {
    client.disconnect()
    await redis.stop()
    const before = events('rate_limit_store_unavailable').length
    expect(await statuses(newClientIp(), 14)).toEqual(limited(14))
    expect(await statuses(newClientIp(), 13)).toEqual(limited(13))
    expect(events('rate_limit_store_unavailable')).toHaveLength(before + 1)
    redis = await startRedis(redis.port)
    await eventually(
      async () => (await score(newClientIp()), events('rate_limit_store_back')),
      (l) => l.length === 2,
    )
    client = new Redis(redis.url)
    expect(await statuses(newClientIp(), 13)).toEqual(limited(13))
    expect((await client.keys('rl:scoreKscCheck:*')).length).toBeGreaterThan(0)
  })
})

describe('What the log says of the people behind the requests above: nothing', () => {
  it('an application refused for mail down names nobody; no line of this site’s log carries a name, company, address or message typed', async () => {
    const typed = { firstName: 'Zbigniewa', lastName: 'Przykładowska', email: uniqueEmail('zbigniewa') }
    await setFakeMode(stack.resend, { fail: 500, failFor: typed.email })
    const form = new FormData()
    for (const [name, value] of Object.entries(
      applyBody({ ...typed, 'bot-challenge-response': turnstileToken('submitJobApplication') }),
    ))
      form.append(name, value instanceof Blob ? value : String(value))
    const res = await fetch(new URL('/api/apply/', site.url), {
      method: 'POST',
      headers: { origin: site.url, 'x-forwarded-for': newClientIp() },
      body: form,
    })
    await setFakeMode(stack.resend, { failFor: typed.email })
    expect(res.status).toBe(503)
    const output = site.output()
    // The error paths this file went through, each logged.
    for (const event of ['mail_unavailable', 'challenge_unavailable', 'rate_limit_store_unavailable', 'request'])
      expect(output).toContain(`"event":"${event}"`)
    const contact = contactBody()
    for (const value of [
      ...Object.values(typed),
      contact.firstName,
      contact.lastName,
      contact.company,
      contact.phone,
      'SAP_ALL',
      applyBody().q1,
    ]) {
      expect(output).not.toContain(String(value))
    }
    expect(output).not.toMatch(/@example\.com/)
  })
})

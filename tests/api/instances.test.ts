import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import { scoreKscCheck } from '@/lib/shared/contracts/operations'
import { HUBSPOT_TOKEN, RESEND_KEY } from '../support/fakes'
import { startNginx, type Nginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { startRedis } from '../support/redis'
import { httpsSend } from '../support/raw-http'
import { startNext, stopProcess, TEST_CRON_SECRET, TEST_SIGNING_SECRET, type RunningServer } from '../support/stack'
import { contactBody, eventually, hubspot, newClientIp, sentEmails, setFakeMode, stack } from './helpers'
import { fileOnDisk, GUIDE, linkIn, materialBody } from './material-helpers'

// Several instances as one site (docs/deployment.md, Several instances): two `next start` of the test build with one
// SIGNING_SECRET and one real redis-server, behind one nginx upstream of the shipped configuration. What one instance
// counts, spends, queues or issues, the other sees. The forms run the embedded challenge, whose one-time tokens only
// the site itself can spend once (Turnstile's are spent at Cloudflare, shared by nature).

interface Instance {
  url: string
  server: RunningServer
  dataDir: string
}

let redis: Awaited<ReturnType<typeof startRedis>>
let a: Instance
let b: Instance
let nginx: Nginx

async function startInstance(redisUrl: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-instance-'))
  const server = await startNext(
    {
      TRUST_PROXY: 'x-forwarded-for',
      SIGNING_SECRET: TEST_SIGNING_SECRET,
      CRON_SECRET: TEST_CRON_SECRET,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      RESEND_API_KEY: RESEND_KEY,
      RESEND_BASE_URL: stack.resend,
      HUBSPOT_TOKEN,
      HUBSPOT_BASE_URL: stack.hubspot,
      // The embedded challenge (no Turnstile keys), and forms sent as soon as they are issued.
      ALLOW_LOCAL_ADAPTERS: '1',
      FORM_MIN_FILL_MS: '0',
    },
    port,
  )
  return { url: `http://127.0.0.1:${port}`, server, dataDir }
}

beforeAll(async () => {
  redis = await startRedis()
  ;[a, b] = await Promise.all([startInstance(redis.url), startInstance(redis.url)])
  nginx = await startNginx([Number(new URL(a.url).port), Number(new URL(b.url).port)])
})
afterAll(async () => {
  await nginx?.stop()
  for (const instance of [a, b]) {
    if (!instance) continue
    await stopProcess(instance.server.child)
    rmSync(instance.dataDir, { recursive: true, force: true })
  }
  await redis?.stop()
})

const host = 'www.bastion-consulting.pl'
const post = (base: string, pathname: string, body: Record<string, unknown>, ip = newClientIp()) =>
  fetch(new URL(pathname, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })

/** A form session as a page gets it, from one instance: its marker and its one-time challenge token. */
async function formSession(instance: Instance, operation: string) {
  const res = await post(instance.url, OPERATION_PATHS.issueFormSession, { operation })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { marker: string; challenge: { kind: string; token: string } }
  expect(body.challenge.kind).toBe('local')
  return { 'form-marker': body.marker, 'bot-challenge-response': body.challenge.token }
}

const requestLines = (instance: Instance, operation: string) =>
  instance.server.output
    .read()
    .split('\n')
    .filter((line) => line.includes('"event":"request"') && line.includes(`"operation":"${operation}"`)).length

describe('two instances behind one nginx upstream, one Redis', () => {
  it('one rate limit: the score’s 12 per address are counted across both, the 13th is refused by either', async () => {
    const before = [requestLines(a, scoreKscCheck.id), requestLines(b, scoreKscCheck.id)]
    const remaining: number[] = []
    // Through nginx: every request from 127.0.0.1, sent to the instances in turn.
    for (let i = 0; i < scoreKscCheck.rateLimit.limit; i++) {
      const res = await httpsSend(`${nginx.https}/api/ksc-check/score/`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', origin: stack.baseUrl },
        body: '{"answers":{}}',
      })
      expect(res.status).toBe(200)
      remaining.push(Number(res.headers['ratelimit-remaining']))
    }
    expect(remaining).toEqual(Array.from({ length: scoreKscCheck.rateLimit.limit }, (_, i) => 11 - i))
    const refused = await httpsSend(`${nginx.https}/api/ksc-check/score/`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', origin: stack.baseUrl },
      body: '{"answers":{}}',
    })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    // Both instances answered some of them.
    await eventually(
      async () => [requestLines(a, scoreKscCheck.id) - before[0]!, requestLines(b, scoreKscCheck.id) - before[1]!],
      ([fromA, fromB]) => fromA! + fromB! === scoreKscCheck.rateLimit.limit + 1,
    )
    expect(requestLines(a, scoreKscCheck.id)).toBeGreaterThan(before[0]!)
    expect(requestLines(b, scoreKscCheck.id)).toBeGreaterThan(before[1]!)
  })

  it('a form session issued by one is honoured by the other, and its challenge token is spent once across both', async () => {
    const session = await formSession(a, 'submitContactForm')
    const first = await post(b.url, '/api/contact/', contactBody(session))
    expect(first.status).toBe(200)
    const mailed = (await sentEmails()).length
    expect(mailed).toBeGreaterThan(0)
    for (const instance of [a, b]) {
      const again = await post(instance.url, '/api/contact/', contactBody(session))
      expect(again.status).toBe(400)
      expect((await again.json()).code).toBe('verification_failed')
    }
    expect(await sentEmails()).toHaveLength(mailed)
  })

  it('a download link mailed by one serves the file from the other', async () => {
    const res = await post(a.url, '/api/materials/request/', materialBody(await formSession(a, 'requestGatedMaterial')))
    expect(res.status).toBe(200)
    const [mail] = await sentEmails()
    const link = new URL(linkIn(mail!))
    const download = await fetch(new URL(`${link.pathname}${link.search}`, b.url), {
      headers: { 'x-forwarded-for': newClientIp() },
    })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(fileOnDisk(`${GUIDE}-pl.pdf`))
  })

  it('a lead the CRM refused is delivered once when both instances run the delivery at the same time', async () => {
    const email = `two.instances.${Date.now()}@example.com`
    await setFakeMode(stack.hubspot, { fail: 503 })
    const res = await post(
      a.url,
      '/api/contact/',
      contactBody({ email, ...(await formSession(a, 'submitContactForm')) }),
    )
    expect(res.status).toBe(200)
    await eventually(hubspot, (s) => s.attempts > 0)
    await setFakeMode(stack.hubspot, {})
    const run = (instance: Instance) =>
      fetch(new URL('/cron/deliver-leads/', instance.url), { headers: { authorization: `Bearer ${TEST_CRON_SECRET}` } })
    const state = await eventually(
      async () => (await Promise.all([run(a), run(b)]), hubspot()),
      (s) => s.contacts.some((c) => c.properties.email === email),
    )
    const contacts = state.contacts.filter((c) => c.properties.email === email)
    expect(contacts).toHaveLength(1)
    // Both runs once more: nothing is left to deliver, and the lead's note was written once.
    await Promise.all([run(a), run(b)])
    const notes = (await hubspot()).notes.filter((n) =>
      (n.associations as { to: { id: string } }[]).some((to) => to.to.id === contacts[0]!.id),
    )
    expect(notes).toHaveLength(1)
  })
})

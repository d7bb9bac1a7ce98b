import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { problemBody } from '@/lib/server/http/pipeline/problem-body'
import { h2Connect } from '../support/h2'
import { startNginx, type Nginx } from '../support/nginx'
import { httpsSend, type RawResponse } from '../support/raw-http'
import { dripping, type Dripping } from '../support/slow-clients'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { eventually } from './helpers'

// What clients that drip request bodies can hold of the shipped nginx (deploy/nginx/), and what a visitor sees
// meanwhile; docs/deployment.md has the arithmetic at full size, bench/RESULTS.md the figures measured there. Here
// scaled down: the limits' numbers are replaced (SCALED; nothing else is), and each client's address is named in a
// header that nginx's realip module reads, so the limits count a request exactly as one from that address: the
// machine has one IPv6 address, and the test needs several in one /64.

const SCALED: [string, string][] = [
  ['limit_conn bastion_requests 128;', 'limit_conn bastion_requests 3;'],
  ['limit_conn bastion_bodies_per_client 8;', 'limit_conn bastion_bodies_per_client 2;'],
  ['limit_conn bastion_bodies 512;', 'limit_conn bastion_bodies 6;'],
]
const CLIENT = 'X-Test-Client'
const host = 'www.bastion-consulting.pl'

let site: ExtraSite
let nginx: Nginx
beforeAll(async () => {
  site = await startExtraSite()
  nginx = await startNginx(Number(new URL(site.url).port), { scaled: SCALED, clientAddressHeader: CLIENT })
})
afterAll(async () => {
  await nginx?.stop()
  await site?.stop()
})

const drip = (client: string) => dripping(nginx.https, { host, headers: { [CLIENT]: client } })
const from = (client: string, path: string, init: Parameters<typeof httpsSend>[1] = {}) =>
  httpsSend(`${nginx.https}${path}`, { ...init, headers: { host, [CLIENT]: client, ...init.headers } })
/** A form (an empty enquiry): refused by nginx (503), or the app's answer, a 200 (dropped as spam: no form marker). */
const form = (client: string) =>
  from(client, '/api/contact/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: '{}',
  })

/** Waits until `count` of the bodies have an answer (a ceiling for a busy machine), then says which have. */
async function answered(bodies: Dripping[], count: number): Promise<Dripping[]> {
  const deadline = Date.now() + 20_000
  while (bodies.filter((b) => b.hasAnswer()).length < count && Date.now() < deadline)
    await Promise.race([...bodies.filter((b) => !b.hasAnswer()).map((b) => b.answer), delay(1_000)])
  return bodies.filter((b) => b.hasAnswer())
}

let barriers = 0
/** The bodies go away, and nginx has seen them go: a form from a client of its own reaches the app. */
async function leave(bodies: Dripping[]) {
  for (const body of bodies) body.leave()
  await Promise.all(bodies.map((b) => b.closed))
  const client = `192.0.2.${++barriers}`
  expect(
    (
      await eventually(
        () => form(client),
        (res) => res.status !== 503,
      )
    ).status,
  ).toBe(200)
}

function expectRefused(res: RawResponse | undefined) {
  expect(res?.status).toBe(503)
  expect(res?.headers['retry-after']).toBe('10')
  expect(JSON.parse(res!.body)).toEqual(problemBody(new ApiError('service_unavailable'), 'pl'))
}

describe('clients that drip form bodies, from many addresses', () => {
  it('hold at most 2 bodies each and 6 on the whole site; the rest get a 503 at once and are let go; pages load meanwhile', async () => {
    const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']
    const bodies = clients.flatMap((client) => [drip(client), drip(client), drip(client)].map((b) => ({ client, b })))
    const refused = await answered(
      bodies.map(({ b }) => b),
      9,
    )
    try {
      expect(refused).toHaveLength(9)
      for (const body of refused) expectRefused(await body.answer)
      const held = bodies.filter(({ b }) => !refused.includes(b))
      for (const client of clients) expect(held.filter((h) => h.client === client).length).toBeLessThanOrEqual(2)

      // A visitor meanwhile: pages load; a form gets the same 503, which says when to try again.
      const visitor = '203.0.113.200'
      expect((await from(visitor, '/kontakt/')).status).toBe(200)
      expectRefused(await form(visitor))

      // The refused go on dripping: nginx reads them for its lingering time (10 s), then closes them; the held stay.
      await Promise.all(refused.map((b) => b.closed))
      expect(held.filter(({ b }) => b.isClosed())).toEqual([])

      // Once they leave, the form goes through.
      await leave(held.map(({ b }) => b))
      expect((await form(visitor)).status).toBe(200)
    } finally {
      await leave(bodies.map(({ b }) => b))
    }
  })

  it('an IPv6 client is its /64: addresses in one share its limits, another /64 has its own', async () => {
    const network = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff:ffff:ffff:ffff'].map(drip)
    try {
      // Three bodies, two held: the /64's limit.
      const refused = await answered(network, 1)
      expect(refused).toHaveLength(1)
      expectRefused(await refused[0]!.answer)
      expectRefused(await form('2001:db8:1:2::c'))
      expect((await form('2001:db8:1:3::a')).status).toBe(200)
    } finally {
      await leave(network)
    }
  })

  it('a client’s requests in flight of any kind count together (an office behind one address shares them)', async () => {
    const client = '198.51.100.7'
    const session = h2Connect(nginx.https)
    // Two bodies, and two pages whose requests never end (HTTP/2 streams left open): four, one over the limit.
    const open = () => {
      const stream = session.request(
        { ':method': 'GET', ':path': '/kontakt/', ':authority': host, [CLIENT.toLowerCase()]: client },
        { endStream: false },
      )
      stream.on('error', () => undefined)
      let status = 0
      stream.on('response', (headers) => (status = Number(headers[':status'])))
      return { stream, status: () => status }
    }
    const bodies = [drip(client), drip(client)]
    const pages = [open(), open()]
    try {
      const deadline = Date.now() + 20_000
      const refusedCount = () => bodies.filter((b) => b.hasAnswer()).length + pages.filter((p) => p.status()).length
      while (refusedCount() < 1 && Date.now() < deadline) await delay(50)
      expect(refusedCount()).toBe(1)
      const refusedPage = pages.find((p) => p.status())
      if (refusedPage) expect(refusedPage.status()).toBe(503)
      else expectRefused(await bodies.find((b) => b.hasAnswer())!.answer)
      // Another client is not held back.
      expect((await from('198.51.100.8', '/')).status).toBe(200)
    } finally {
      for (const page of pages) page.stream.close()
      session.close()
      await leave(bodies)
    }
  })
})

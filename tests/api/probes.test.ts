import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations } from '@/lib/shared/contracts/operations'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { exchange, parseResponse, requestHead } from '../support/raw-http'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { contactBody, eventually, newClientIp, post, stack } from './helpers'

// What a black-box probe of the built site found, each kept fixed here through real HTTP.

const host = (url: string) => new URL(url).host
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('IPv6: one /48 shares ten times the limit of a /64', () => {
  it('rotating /64s inside one /48 buys 10 x 5 enquiries, then 429; the next /48 is not affected', async () => {
    const net48 = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`
    const quiet = () => contactBody({ website: 'x' })
    const statuses: number[] = []
    for (let subnet = 0; subnet < 10; subnet++) {
      for (let i = 1; i <= 5; i++)
        statuses.push((await post('/api/contact/', quiet(), { ip: `${net48}:${subnet}::${i}` })).status)
    }
    expect(statuses.every((s) => s === 200)).toBe(true)
    const refused = await post('/api/contact/', quiet(), { ip: `${net48}:ffff::1` })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused.json()).code).toBe('rate_limited')
    expect(
      (await post('/api/contact/', quiet(), { ip: `${net48.slice(0, -1)}${net48.endsWith('0') ? '1' : '0'}:1::1` }))
        .status,
    ).toBe(200)
  })

  it('openapi.json states the aggregate of every operation', async () => {
    const doc = (await (await fetch(new URL('/openapi.json', stack.baseUrl))).json()) as {
      paths: Record<string, Record<string, { 'x-rate-limit': Record<string, unknown> }>>
    }
    for (const op of operations) {
      expect(doc.paths[op.path]![op.method.toLowerCase()]!['x-rate-limit']).toMatchObject({
        ipv6: { perPrefix: 64, aggregatePrefix: 48, aggregateLimit: op.rateLimit.limit * 10 },
      })
    }
  })
})

const SCORE = '/api/ksc-check/score/'
const scoreBody = JSON.stringify({ answers: { [questionnaire().questions[0]!.id]: 1 }, lang: 'en' })

describe('Bodies that do not arrive, clients that leave, and the log line of each request (BODY_TIMEOUT_MS=1000)', () => {
  let site: ExtraSite
  const score = (headers: Record<string, string> = {}) =>
    fetch(new URL(SCORE, site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': newClientIp(), ...headers },
      body: scoreBody,
    })
  beforeAll(async () => {
    site = await startExtraSite({ BODY_TIMEOUT_MS: '1000' })
  })
  afterAll(() => site?.stop())

  it('100 score requests refused before their body is read, on one kept-alive connection: each gets its answer', async () => {
    const answers = []
    for (let i = 0; i < 100; i++) answers.push(await (await score({ origin: 'https://elsewhere.example' })).text())
    expect(answers.filter((text) => !text.includes('"code":"origin_forbidden"'))).toEqual([])
  })

  const postHead = (path: string, headers: Record<string, string>) =>
    requestHead(
      'POST',
      path,
      host(site.url),
      { Origin: site.url, 'X-Forwarded-For': newClientIp(), ...headers },
      { keepAlive: true },
    )

  it.each(['/api/contact/', SCORE])(
    '%s: a Content-Length larger than what is sent: 400 missing_fields once the time is up, and the server closes the connection',
    async (path) => {
      const raw = await exchange(site.url, (s) =>
        s.write(postHead(path, { 'Content-Type': 'application/json', 'Content-Length': '1000' }) + '{"answers"'),
      )
      const res = parseResponse(raw)
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'missing_fields',
        hint: 'The body did not arrive within 1000 ms.',
      })
    },
  )

  it.each(['/api/contact/', SCORE])(
    '%s: a body dripped a byte at a time is cut off the same way, and its connection closed',
    async (path) => {
      let timer: NodeJS.Timeout | undefined
      const raw = await exchange(site.url, (s) => {
        s.write(postHead(path, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '10000' }))
        timer = setInterval(() => s.writable && s.write('a'), 100)
        s.once('close', () => clearInterval(timer))
      })
      const res = parseResponse(raw)
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'missing_fields',
        hint: 'The body did not arrive within 1000 ms.',
      })
    },
  )

  const boundary = 'x-probe-boundary'
  it.each([
    [
      'an upload abandoned mid-file',
      'submitJobApplication',
      '/api/apply/',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n${'0'.repeat(20_000)}`,
      400_000,
    ],
    // Within the score's 64 KiB cap, so that it is taken in and not refused for its declared size.
    [
      'a score request abandoned mid-body',
      'scoreKscCheck',
      SCORE,
      'application/json',
      `{"answers":{"${'q'.repeat(20_000)}`,
      60_000,
    ],
  ])(
    '%s is logged once at info with its operation: no error, no stack, no 500',
    async (_case, operation, path, type, partial, length) => {
      await new Promise<void>((resolve) => {
        void exchange(site.url, (s) => {
          s.write(postHead(path, { 'Content-Type': type, 'Content-Length': String(length) }) + partial, () => {
            s.destroy()
            resolve()
          })
        })
      })
      const abortedOf = (output: string) =>
        logLines(output).filter((l) => l.reason === 'client_aborted' && l.operation === operation)
      const aborted = abortedOf(
        await eventually(
          async () => site.output(),
          (out) => abortedOf(out).length > 0,
        ),
      )
      expect(aborted).toEqual([
        expect.objectContaining({ level: 'info', event: 'request', status: 400, code: 'missing_fields' }),
      ])
      expect(site.output()).not.toMatch(/"level":"error"|unexpected_error|\n\s+at /)
    },
  )

  it('one structured line per request: operation, status, code, silent reason, duration, the client’s /24; nothing the visitor typed', async () => {
    // An address in a /24 no other test uses, so that only this test's lines carry its network.
    const ip = `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 256)}.9`
    const typed = {
      firstName: 'Zbigniewa',
      lastName: 'Przykładowska',
      company: 'Tajna Firma Sp. z o.o.',
      email: 'zbigniewa.p@example.org',
      message: 'Poufna treść zapytania 7431',
    }
    const postJson = (body: Record<string, unknown>) =>
      fetch(new URL('/api/contact/', site.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      })
    expect((await postJson(contactBody({ ...typed, website: 'spam' }))).status).toBe(200)
    expect((await postJson(contactBody({ ...typed, email: 'not-an-address' }))).status).toBe(400)
    const network = `${ip.split('.').slice(0, 3).join('.')}.0/24`
    const lines = await eventually(
      async () => logLines(site.output()).filter((l) => l.event === 'request' && l.network === network),
      (found) => found.length === 2,
    )
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        operation: 'submitContactForm',
        method: 'POST',
        status: 200,
        reason: 'trap',
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        level: 'info',
        operation: 'submitContactForm',
        method: 'POST',
        status: 400,
        code: 'invalid_email',
        durationMs: expect.any(Number),
      }),
    ])
    const output = site.output()
    for (const value of [...Object.values(typed), 'not-an-address', ip]) expect(output).not.toContain(value)
  })

  it('no image optimizer: /_next/image is a 404 for any url, a page’s too (it once answered 500)', async () => {
    for (const url of ['/kontakt/', '/icon.svg', 'https://example.com/a.png']) {
      const res = await fetch(new URL(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, site.url))
      expect(res.status, url).toBe(404)
    }
  })

  it('what a visitor sends never starts a line of the server’s log (a forged event in a path, a query, a url)', async () => {
    const probe = `probe-${Date.now()}`
    const forged = `{"level":"error","event":"crm_lead_set_aside","probe":"${probe}"}`
    const line = encodeURIComponent(`\n${forged}\r\n${forged}\n`)
    const sent = [
      `/_next/image?url=%2Fkontakt%2F${line}&w=64&q=75`,
      `/_next/image?url=${line}&w=64&q=75`,
      `/kontakt${line}/`,
      `/kontakt/?q=${line}`,
      `/kontakt/index.md?q=${line}`,
      `/nie-ma${line}/index.md`,
      `/api/nie-ma${line}/`,
      `/api/contact/?q=${line}`,
      `/nie-ma${line}.png`,
    ]
    for (const path of sent) await fetch(new URL(path, site.url), { headers: { 'x-forwarded-for': newClientIp() } })
    // A request after them, whose own line says that theirs are written.
    const ip = `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 256)}.7`
    const network = `${ip.split('.').slice(0, 3).join('.')}.0/24`
    await fetch(new URL(SCORE, site.url), { method: 'POST', headers: { 'x-forwarded-for': ip, origin: site.url } })
    await eventually(
      async () => site.output(),
      (output) => output.includes(`"network":"${network}"`),
    )
    const lines = site.output().split(/\r\n|\r|\n/)
    expect(lines.filter((l) => l.trimStart().startsWith('{"level":"error","event":"crm_lead_set_aside"'))).toEqual([])
  })
})

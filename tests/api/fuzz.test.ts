import { Agent, request } from 'node:http'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { problemSchema } from '@/lib/shared/contracts/errors'
import { API_VERSION, operations, type Operation } from '@/lib/shared/contracts/operations'
import { afterEarlierWork, hubspot, sentEmails, stack } from './helpers'

// Generated requests against every endpoint through real HTTP: random methods of those Next routes (the others are
// refused by what stands in front: Vercel, or the reverse proxy), content types, bodies (JSON with odd keys and deep
// nesting, form encodings, multipart with many parts, raw bytes), header values and Unicode.
// None carries a valid form marker and challenge token, so none may send mail or create a lead.
// FUZZ_RUNS sets the count (default 10,000), FUZZ_SEED replays a run.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const CONCURRENCY = 8

interface Probe {
  op: Operation
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

const oddKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a'.repeat(300),
  'ż\u0000',
  '\u202e',
)
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'on',
    'true',
    '0',
    '-1',
    '1e309',
    'NaN',
    '<script>alert(1)</script>',
    '\r\nBcc: x@example.com',
    'a@b',
    'ab@example.com',
    'https://linkedin.com/in/x',
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'ę'.repeat(n)),
)
const leaf = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(oddKeys, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A body record with the operation's own field names (so validation is reached) plus odd keys. */
const fieldsOf = (op: Operation) =>
  Object.keys((op.request as unknown as { shape?: Record<string, unknown> }).shape ?? {})
const record = (op: Operation) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldsOf(op), 'website', 'form-marker', 'bot-challenge-response'), oddKeys),
    jsonValue,
    { maxKeys: 12 },
  )

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))

function multipart(entries: [string, unknown, boolean][], boundary: string): Buffer {
  const parts = entries.map(([name, value, file]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"${file ? '; filename="f.pdf"\r\nContent-Type: application/pdf' : ''}\r\n\r\n${asText(value)}\r\n`,
    ),
  )
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
}

const body = (op: Operation) =>
  fc.oneof(
    record(op).map((r) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(r)) })),
    jsonValue.map((v) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(v) ?? 'undefined') })),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => ({
      type: 'application/json',
      bytes: Buffer.from(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`),
    })),
    record(op).map((r) => ({
      type: 'application/x-www-form-urlencoded',
      bytes: Buffer.from(new URLSearchParams(Object.entries(r).map(([k, v]) => [k, asText(v)])).toString()),
    })),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldsOf(op), 'cv'), oddKeys), leaf, fc.boolean()), {
        maxLength: 120,
      })
      .map((entries) => ({ type: 'multipart/form-data; boundary=fz', bytes: multipart(entries, 'fz') })),
    fc.uint8Array({ maxLength: 2000 }).map((b) => ({ type: 'application/json', bytes: Buffer.from(b) })),
  )

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      '*/*',
    ),
  },
)
const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('2026-10-07', '2025-01-01', '2099-01-01', 'latest', 'pl', 'en', 'en-GB,pl;q=0.5'),
)
const clientAddress = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('unknown', '', '999.1.1.1', '[::1]:80', '1.2.3.4:5678', 'a, b, c'),
)

const probe: fc.Arbitrary<Probe> = fc.constantFrom(...operations).chain((op) =>
  fc
    .record({
      op: fc.constant(op),
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(op.method as string) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      path: fc.oneof(
        { weight: 8, arbitrary: fc.constant(op.path) },
        {
          weight: 2,
          arbitrary: fc
            .dictionary(fc.constantFrom('token', 'x', '__proto__'), fc.string({ maxLength: 300 }), { maxKeys: 2 })
            .map((q) => `${op.path}?${new URLSearchParams(q)}`),
        },
      ),
      body: body(op),
      contentType,
      apiVersion: fc.option(headerValue),
      lang: fc.option(headerValue),
      referer: fc.option(fc.oneof(fc.webUrl(), headerValue)),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(stack.baseUrl) },
        {
          weight: 1,
          arbitrary: fc.option(fc.constantFrom('https://evil.example', 'null', stack.baseUrl.toUpperCase())),
        },
      ),
      ip: clientAddress,
    })
    .map(({ op, method, path, body, contentType, apiVersion, lang, referer, origin, ip }) => {
      const headers: Record<string, string> = { 'x-forwarded-for': ip }
      if (origin) headers.origin = String(origin)
      if (apiVersion) headers['api-version'] = apiVersion
      if (lang) headers['accept-language'] = lang
      if (referer) headers.referer = referer
      const sendsBody = method !== 'GET' && method !== 'OPTIONS'
      if (sendsBody) headers['content-type'] = (contentType as string | undefined) ?? body.type
      return { op, method, path, headers, body: sendsBody ? body.bytes : undefined }
    }),
)

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function send(
  p: Probe,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(stack.baseUrl)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: p.method,
        path: p.path,
        headers: { ...p.headers, ...(p.body ? { 'content-length': String(p.body.length) } : {}) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(p.body)
  })
}

/** What is wrong with one answer, or undefined. */
function violation(p: Probe, res: Awaited<ReturnType<typeof send>>): string | undefined {
  const type = String(res.headers['content-type'] ?? '')
  if (res.status >= 500 && res.status !== 503) return `status ${res.status}`
  if (res.headers['api-version'] !== API_VERSION) return 'no API-Version'
  if (res.status === 200 && p.op.successFile && type.startsWith(p.op.successFile)) return undefined
  let json: unknown
  try {
    json = JSON.parse(res.body.toString())
  } catch {
    return `not JSON (${type})`
  }
  if (res.status === 200) {
    if (!type.startsWith('application/json')) return `success as ${type}`
    return p.op.success.safeParse(json).success ? undefined : 'not the success model'
  }
  if (!type.startsWith('application/problem+json')) return `error as ${type}`
  const problem = problemSchema.safeParse(json)
  if (!problem.success || problem.data.status !== res.status) return 'not the Error model'
  if (res.status === 503 && problem.data.code !== 'service_unavailable') return '503 that is not service_unavailable'
  const counted = p.method === p.op.method && ![403, 404, 405].includes(res.status)
  if (counted && !res.headers.ratelimit) return 'no RateLimit header'
  if (res.status === 429 && !res.headers['retry-after']) return '429 without Retry-After'
  return undefined
}

describe(`Fuzzing every endpoint through real HTTP (${RUNS} requests, FUZZ_SEED=${SEED})`, () => {
  it('never a 5xx but the designed 503; always the success or the Error model, API-Version, rate headers where due; no mail, no lead', async () => {
    const probes = fc.sample(probe, { numRuns: RUNS, seed: SEED })
    const problems: string[] = []
    let next = 0
    const worker = async () => {
      while (next < probes.length) {
        const p = probes[next++]!
        const res = await send(p).catch((error: Error) => error)
        const wrong = res instanceof Error ? `connection failed (${res.message})` : violation(p, res)
        if (wrong && problems.length < 20)
          problems.push(
            `${wrong}: ${p.method} ${p.path} ${JSON.stringify(p.headers)} ${p.body?.subarray(0, 200).toString()} -> ${res instanceof Error ? '' : `${res.status} ${res.body.subarray(0, 300).toString()}`}`,
          )
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    agent.destroy()
    expect(problems).toEqual([])
    // The barrier sends one good enquiry: its mails and its lead are the only ones.
    await afterEarlierWork()
    const mails = await sentEmails()
    expect(mails.filter((m) => !/barrier\./.test(`${m.reply_to ?? ''} ${m.to.join(' ')}`))).toEqual([])
    expect((await hubspot()).contacts.filter((c) => !c.properties.email?.startsWith('barrier.'))).toEqual([])
  }, 600_000)
})

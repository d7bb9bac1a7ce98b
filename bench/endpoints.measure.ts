import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createElement } from 'react'
import { build } from 'rolldown'
import { it } from 'vitest'
import { questionnaire } from '@/lib/ksc/questionnaire'
import { fileLeadQueue } from '@/lib/crm/lead-queue'
import { mintFormMarker } from '@/lib/guards/form-marker'
import { renderMail } from '@/lib/mail/render'
import { resendTransport } from '@/lib/mail/resend'
import { ContactNotification } from '@/lib/mail/templates/contact-notification'
import { HUBSPOT_TOKEN, RESEND_KEY, TURNSTILE_SECRET, startHubspot, startResend, startTurnstile, turnstileToken } from '../tests/support/fakes'
import { freePort } from '../tests/support/ports'
import { startExtraSite, stopProcess, TEST_SIGNING_SECRET } from '../tests/support/stack'
import { testEnv } from '../tests/support/test-env'

// The endpoints under load, with autocannon against `next start` of the test build (`npm run test:build` first)
// on 127.0.0.1, each figure a ratio to a baseline measured in the same run:
// - the score endpoint at 50 connections, each request from its own address, beside (a) the framework's floor in
//   the same build and (b) a bare node:http server doing the same parsing, validation and scoring;
// - a 429 flood from one address, beside (a);
// - a contact submission's server time with the fakes, and where it goes.
// (a) is the /api/ catch-all route: a route handler that answers one constant JSON (404) without reading the body,
// the least a route of this build can do. The load generator runs in this process, beside the servers.

process.env.SIGNING_SECRET = TEST_SIGNING_SECRET
const root = path.resolve(import.meta.dirname, '..')
const SECONDS = 8
const q = questionnaire()
const scoreBody = JSON.stringify({ answers: Object.fromEntries(q.questions.slice(0, 20).map((x) => [x.id, 1])), lang: 'pl' })

let ipCounter = 0
const nextIp = () => ((ipCounter += 1), `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`)

interface Figures {
  rps: number
  p50: number
  p99: number
  statuses: string
}

async function load(url: string, pathname: string, headers: Record<string, string>, perRequestAddress: boolean, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: pathname,
        headers: { 'content-type': 'application/json', ...headers },
        body: scoreBody,
        ...(perRequestAddress ? { setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }) } : {}),
      },
    ],
  })
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses: `${statuses}${result.errors ? ` errors×${result.errors}` : ''}` }
}

const row = (name: string, f: Figures, base?: Figures) =>
  `| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${base ? (f.rps / base.rps).toFixed(2) : '1'} | ${f.statuses} |`

async function bareServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-score-'))
  const file = path.join(dir, 'bare-score-server.mjs')
  await build({
    input: path.join(root, 'bench/bare-score-server.ts'),
    platform: 'node',
    resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/support/empty.ts') } },
    output: { file, format: 'esm' },
    logLevel: 'silent',
  })
  const port = await freePort()
  const child = fork(file, [String(port)], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' })
  await new Promise((resolve) => child.once('message', resolve))
  return { url: `http://127.0.0.1:${port}`, child, dir }
}

it('score endpoint, 429 flood: requests per second and latency beside the floor and the bare server', async () => {
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '3000' })
  const bare = await bareServer()
  const headers = { origin: site.url }
  try {
    await load(site.url, '/api/ksc-check/score/', headers, true, 2) // warm-up
    await load(site.url, '/api/nothing/', headers, true, 2)
    const floor = await load(site.url, '/api/nothing/', headers, true)
    const score = await load(site.url, '/api/ksc-check/score/', headers, true)
    const flood = await load(site.url, '/api/ksc-check/score/', { ...headers, 'x-forwarded-for': '198.51.100.7' }, false)
    const floorAgain = await load(site.url, '/api/nothing/', headers, true)
    await load(bare.url, '/', {}, false, 2)
    const limit = await load(bare.url, '/', {}, false)
    console.log(
      [
        `test build ${testEnv.distDir}, ${SECONDS} s per row, 50 connections`,
        '| target | req/s | p50 ms | p99 ms | ratio | statuses |',
        '|---|---|---|---|---|---|',
        row('(a) floor: /api/ catch-all, own address per request', floor),
        row('score, own address per request', score, floor),
        row('429 flood from one address (score)', flood, floor),
        row('(a) floor again, after', floorAgain, floor),
        row('(b) bare node:http parse + validate + score', limit, floor),
        `score / (b): ${(score.rps / limit.rps).toFixed(2)}; score / mean of (a): ${(score.rps / ((floor.rps + floorAgain.rps) / 2)).toFixed(2)}; flood / mean of (a): ${(flood.rps / ((floor.rps + floorAgain.rps) / 2)).toFixed(2)}`,
      ].join('\n'),
    )
  } finally {
    await stopProcess(bare.child)
    rmSync(bare.dir, { recursive: true, force: true })
    await site.stop()
  }
})

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

it('a contact submission’s server time with the fakes, and where it goes', async () => {
  const [resend, turnstile, hubspot] = await Promise.all([startResend(), startTurnstile(), startHubspot()])
  const site = await startExtraSite({
    RESEND_API_KEY: RESEND_KEY,
    RESEND_BASE_URL: resend.url,
    HUBSPOT_TOKEN,
    HUBSPOT_BASE_URL: hubspot.url,
    TURNSTILE_SITE_KEY: 'bench-site-key',
    TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: `${turnstile.url}/turnstile/v0/siteverify`,
  })
  const RUNS = 200
  try {
    for (let i = 0; i < RUNS; i++) {
      const res = await fetch(new URL('/api/contact/', site.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': nextIp() },
        body: JSON.stringify({
          firstName: 'Anna',
          lastName: 'Nowak',
          company: 'Elektrownia Północ S.A.',
          email: `anna.${i}@example.com`,
          area: 'sap',
          message: 'Prosimy o ocenę uprawnień SAP_ALL.',
          gdpr: 'on',
          'form-marker': mintFormMarker('submitContactForm', Date.now() - 10_000),
          'bot-challenge-response': turnstileToken('submitContactForm'),
        }),
      })
      if (res.status !== 200) throw new Error(`contact answered ${res.status}`)
    }
    const durations = site
      .output()
      .split('\n')
      .filter((l) => l.includes('"event":"request"') && l.includes('"operation":"submitContactForm"'))
      .map((l) => (JSON.parse(l) as { durationMs: number }).durationMs)
      .slice(20) // the first ones warm the server up

    // The parts, in this process: rendering one mail, one send to the Resend fake, one queue entry on disk.
    const parts: Record<string, number[]> = { 'render the sales mail (HTML and text)': [], 'one send to Resend (the fake, over HTTP)': [], 'queue entry written (files)': [] }
    const transport = resendTransport({ apiKey: RESEND_KEY, baseUrl: resend.url, timeoutMs: 10_000 })
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-queue-'))
    const queue = fileLeadQueue(dir)
    const enquiry = { firstName: 'Anna', lastName: 'Nowak', company: 'Elektrownia', email: 'a@example.com', area: 'sap', message: 'x', gdpr: true, marketing: false, lang: 'pl' } as never
    for (let i = 0; i < 60; i++) {
      let t = performance.now()
      const mail = await renderMail(createElement(ContactNotification, { enquiry, receivedAt: new Date() }))
      parts['render the sales mail (HTML and text)']!.push(performance.now() - t)
      t = performance.now()
      await transport.send({ from: 'a@example.com', to: ['b@example.com'], subject: 's', ...mail })
      parts['one send to Resend (the fake, over HTTP)']!.push(performance.now() - t)
      t = performance.now()
      await queue.put({ id: `bench-${i}`, lead: { source: 'bench', email: 'a@example.com', note: '', properties: {}, consent: { purposes: {}, textVersion: 'v', givenAt: '', lang: 'pl' } }, attempts: 0, firstAt: 0, nextAt: 0 })
      parts['queue entry written (files)']!.push(performance.now() - t)
    }
    rmSync(dir, { recursive: true, force: true })
    console.log(
      [
        `contact submissions: ${durations.length} measured (server time from the request log line)`,
        `| measure | p50 ms | p99 ms |`,
        `|---|---|---|`,
        `| whole submission, server time | ${percentile(durations, 50).toFixed(1)} | ${percentile(durations, 99).toFixed(1)} |`,
        ...Object.entries(parts).map(([name, v]) => `| ${name} | ${percentile(v.slice(10), 50).toFixed(1)} | ${percentile(v.slice(10), 99).toFixed(1)} |`),
      ].join('\n'),
    )
  } finally {
    await site.stop()
    await Promise.all([resend.close(), turnstile.close(), hubspot.close()])
  }
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createElement } from 'react'
import { it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { fileLeadQueue } from '@/lib/server/adapters/crm/lead-queue'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { renderMail } from '@/lib/server/adapters/mail/render'
import { resendTransport } from '@/lib/server/adapters/mail/resend'
import { ContactNotification } from '@/lib/server/adapters/mail/templates/contact-notification'
import { RESEND_KEY, startFakeServices, turnstileToken } from '../tests/support/fakes'
import { startExtraSite, TEST_SIGNING_SECRET } from '../tests/support/stack'
import { testEnv } from '../tests/support/test-env'
import { median, percentile } from '../tests/support/stats'

// The endpoints under load, with autocannon against `next start` of the test build (`npm run test:build` first)
// on 127.0.0.1, each figure a ratio to a baseline measured in the same run:
// - the score endpoint at 50 connections, each request from its own address, beside (a) the framework's floor in
//   the same build;
// - a 429 flood from one address, beside (a);
// - a contact submission's server time with the fakes, and where it goes.
// (a) is the /api/ catch-all route: a route handler that answers one constant JSON (404) without reading the body,
// the least a route of this build does.
//
// On a machine shared with other work the speed drifts by tens of percent within a minute, so the targets are
// measured in short alternating rounds (each round every target once, in a rotating order) and each ratio is the
// median of its per-round ratios: drift slower than a round cancels. The servers run pinned to one core and the
// load generator (this process) to the other, and the servers write their log lines to a file, not to this
// process. BENCH_PIN=0 runs them unpinned.

process.env.SIGNING_SECRET = TEST_SIGNING_SECRET
const ROUNDS = 7
const SECONDS = 3
const PIN = process.env.BENCH_PIN !== '0'
const SERVER_CPU = '1'
const LOAD_CPU = '0'
const q = questionnaire()
const scoreBody = JSON.stringify({
  answers: Object.fromEntries(q.questions.slice(0, 20).map((x) => [x.id, 1])),
  lang: 'pl',
})

let ipCounter = 0
const nextIp = () => ((ipCounter += 1), `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`)

interface Figures {
  rps: number
  p50: number
  p99: number
  statuses: Record<string, number>
}

interface Target {
  name: string
  url: string
  pathname: string
  headers: Record<string, string>
  perRequestAddress: boolean
}

async function load(target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: target.pathname,
        headers: { 'content-type': 'application/json', ...target.headers },
        body: scoreBody,
        ...(target.perRequestAddress
          ? {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': nextIp() },
              }),
            }
          : {}),
      },
    ],
  })
  const statuses: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat?.count ?? 0
  if (result.errors) statuses.errors = result.errors
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses }
}

const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' })
}

it('score endpoint, 429 flood: requests per second and latency beside the floor, in alternating rounds', async () => {
  if (PIN) pin(process.pid, LOAD_CPU)
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-log-'))
  const site = await startExtraSite(
    { FORM_MIN_FILL_MS: '3000' },
    { logFile: path.join(logDir, 'server.log'), ...(PIN ? { cpus: SERVER_CPU } : {}) },
  )
  const headers = { origin: site.url }
  const targets: Target[] = [
    {
      name: '(a) floor: /api/ catch-all, own address per request',
      url: site.url,
      pathname: '/api/nothing/',
      headers,
      perRequestAddress: true,
    },
    {
      name: 'score, own address per request',
      url: site.url,
      pathname: '/api/ksc-check/score/',
      headers,
      perRequestAddress: true,
    },
    {
      name: '429 flood from one address (score)',
      url: site.url,
      pathname: '/api/ksc-check/score/',
      headers: { ...headers, 'x-forwarded-for': '198.51.100.7' },
      perRequestAddress: false,
    },
  ]
  const rounds: Figures[][] = targets.map(() => [])
  try {
    for (const target of targets) await load(target, 2) // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < targets.length; k++) {
        const i = (k + round) % targets.length
        rounds[i]!.push(await load(targets[i]!, SECONDS))
      }
    }
    const [floor, score, flood] = rounds as [Figures[], Figures[], Figures[]]
    const ratios = (of: Figures[], to: Figures[]) => of.map((f, i) => f.rps / to[i]!.rps)
    const statuses = (of: Figures[]) => {
      const sum: Record<string, number> = {}
      for (const f of of) for (const [code, count] of Object.entries(f.statuses)) sum[code] = (sum[code] ?? 0) + count
      return Object.entries(sum)
        .map(([code, count]) => `${code}×${count}`)
        .join(' ')
    }
    console.log(
      [
        `test build ${testEnv.distDir}, ${ROUNDS} rounds of ${SECONDS} s per target, 50 connections, ${PIN ? `server on core ${SERVER_CPU}, load generator on core ${LOAD_CPU}` : 'unpinned'}, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        '| target | req/s, median (range) of rounds | p50 ms | p99 ms | statuses |',
        '|---|---|---|---|---|',
        ...targets.map(
          (t, i) =>
            `| ${t.name} | ${spread(
              rounds[i]!.map((f) => f.rps),
              0,
            )} | ${median(rounds[i]!.map((f) => f.p50))} | ${median(rounds[i]!.map((f) => f.p99))} | ${statuses(rounds[i]!)} |`,
        ),
        '',
        '| ratio, median (range) of per-round ratios | value |',
        '|---|---|',
        `| score / (a) | ${spread(ratios(score, floor), 2)} |`,
        `| 429 flood / (a) | ${spread(ratios(flood, floor), 2)} |`,
        `per round, score / (a): ${ratios(score, floor)
          .map((r) => r.toFixed(2))
          .join(' ')}; flood / (a): ${ratios(flood, floor)
          .map((r) => r.toFixed(2))
          .join(' ')}`,
      ].join('\n'),
    )
  } finally {
    await site.stop()
    rmSync(logDir, { recursive: true, force: true })
  }
})

it('a contact submission’s server time with the fakes, and where it goes', async () => {
  const fakes = await startFakeServices()
  const site = await startExtraSite(fakes.env)
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
    const parts: Record<string, number[]> = {
      'render the sales mail (HTML and text)': [],
      'one send to Resend (the fake, over HTTP)': [],
      'queue entry written (files)': [],
    }
    const transport = resendTransport({ apiKey: RESEND_KEY, baseUrl: fakes.resend.url, timeoutMs: 10_000 })
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-queue-'))
    const queue = fileLeadQueue(dir)
    const enquiry = {
      firstName: 'Anna',
      lastName: 'Nowak',
      company: 'Elektrownia',
      email: 'a@example.com',
      area: 'sap',
      message: 'x',
      gdpr: true,
      marketing: false,
      lang: 'pl',
    } as never
    for (let i = 0; i < 60; i++) {
      let t = performance.now()
      const mail = await renderMail(createElement(ContactNotification, { enquiry, receivedAt: new Date() }))
      parts['render the sales mail (HTML and text)']!.push(performance.now() - t)
      t = performance.now()
      await transport.send({ from: 'a@example.com', to: ['b@example.com'], subject: 's', ...mail })
      parts['one send to Resend (the fake, over HTTP)']!.push(performance.now() - t)
      t = performance.now()
      await queue.put({
        id: `bench-${i}`,
        lead: {
          source: 'bench',
          email: 'a@example.com',
          note: '',
          properties: {},
          consent: { purposes: {}, textVersion: 'v', givenAt: '', lang: 'pl' },
        },
        attempts: 0,
        firstAt: 0,
        nextAt: 0,
      })
      parts['queue entry written (files)']!.push(performance.now() - t)
    }
    rmSync(dir, { recursive: true, force: true })
    console.log(
      [
        `contact submissions: ${durations.length} measured (server time from the request log line)`,
        `| measure | p50 ms | p99 ms |`,
        `|---|---|---|`,
        `| whole submission, server time | ${percentile(durations, 50).toFixed(1)} | ${percentile(durations, 99).toFixed(1)} |`,
        ...Object.entries(parts).map(
          ([name, v]) =>
            `| ${name} | ${percentile(v.slice(10), 50).toFixed(1)} | ${percentile(v.slice(10), 99).toFixed(1)} |`,
        ),
      ].join('\n'),
    )
  } finally {
    await site.stop()
    await fakes.close()
  }
})

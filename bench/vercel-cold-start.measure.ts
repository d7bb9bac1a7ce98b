import { mkdirSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { startFakeServices, turnstileToken } from '../tests/support/fakes'
import { startRedis } from '../tests/support/redis'
import { TEST_CRON_SECRET, TEST_SIGNING_SECRET } from '../tests/support/stack'
import { layOut, layoutRoot, readBuildOutput, removeLayout, startFunction } from '../tests/support/vercel/build-output'
import { median } from '../tests/support/stats'

// The cold start of a Vercel function, from its Build Output: a fresh process of the laid-out function (its own
// file list, its own launcher), timed from its start to the end of its first answer, and the second answer of the
// same process beside it. Each target RUNS times, median. The baseline of the run is the API function's own floor:
// an unknown /api/ path, a constant 404 that needs nothing of the site.
// `npm run test:vercel` (or its build) first; VERCEL_OUTPUT and VERCEL_PROJECT name another build and its project
// folder (an older commit's, for a before/after).

process.env.SIGNING_SECRET = TEST_SIGNING_SECRET
const RUNS = Number(process.env.RUNS ?? 5)
const outputDir = path.resolve(process.env.VERCEL_OUTPUT ?? '.vercel/deployment')
const projectRoot = path.resolve(process.env.VERCEL_PROJECT ?? '.')
const q = questionnaire()
const answers = Object.fromEntries(q.questions.slice(0, 20).map((x) => [x.id, 1]))
const guards = (operation: string) => ({
  'form-marker': mintFormMarker(operation, Date.now() - 10_000),
  'bot-challenge-response': turnstileToken(operation),
})

interface Target {
  name: string
  /** The route name that leads to the function. */
  route: string
  method: string
  path: string
  body?: () => unknown
}

const targets: Target[] = [
  { name: 'floor: unknown /api/ path (404)', route: 'api/contact', method: 'POST', path: '/api/nothing/' },
  {
    name: 'score',
    route: 'api/ksc-check/score',
    method: 'POST',
    path: '/api/ksc-check/score/',
    body: () => ({ answers, lang: 'pl' }),
  },
  {
    name: 'contact (mail, lead)',
    route: 'api/contact',
    method: 'POST',
    path: '/api/contact/',
    body: () => ({
      firstName: 'Ewa',
      lastName: 'Lis',
      company: 'Sieci',
      email: `cold.${Date.now()}@example.com`,
      area: 'sap',
      gdpr: 'on',
      ...guards('submitContactForm'),
    }),
  },
  {
    name: 'report (PDF by mail)',
    route: 'api/ksc-check/submit',
    method: 'POST',
    path: '/api/ksc-check/submit/',
    body: () => ({
      answers,
      email: `cold.${Date.now()}@example.com`,
      lang: 'pl',
      gdpr: 'on',
      ...guards('requestKscCheckReport'),
    }),
  },
  // A page is served from its prerendered file; its function runs when that is not at hand (a cold cache).
  { name: 'page (/kontakt/, rendered)', route: 'kontakt', method: 'GET', path: '/kontakt/' },
  // The proxy runs for Markdown requests only; a page view runs no function (tests/vercel/pages.test.ts).
  { name: 'proxy (a Markdown variant)', route: '_middleware', method: 'GET', path: '/kontakt/index.md' },
]

let clients = 0
/** Each request from its own address: the limits (in Redis, shared by every process) never answer for it. */
const nextIp = () => `198.51.${100 + ((clients += 1) >> 8)}.${clients & 255}`

function send(base: string, target: Target, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = target.body ? JSON.stringify(target.body()) : undefined
    const ip = nextIp()
    const headers: Record<string, string> = {
      host,
      origin: `http://${host}`,
      'x-real-ip': ip,
      'x-forwarded-for': ip,
      accept: 'text/html',
    }
    if (body) headers['content-type'] = 'application/json'
    const out = request(`${base}${target.path}`, { method: target.method, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    out.on('error', reject)
    out.end(body)
  })
}

it('cold start of each function: first answer of a fresh process, and its second', async () => {
  const [fakes, redis] = await Promise.all([startFakeServices(), startRedis()])
  const host = '127.0.0.1:3000'
  const env = {
    VERCEL: '1',
    SITE_URL: `http://${host}`,
    ...fakes.env,
    SIGNING_SECRET: TEST_SIGNING_SECRET,
    CRON_SECRET: TEST_CRON_SECRET,
    REDIS_URL: redis.url,
    // What an older build needs to start in production (it knew neither Vercel nor its default).
    TRUST_PROXY: 'vercel',
  }
  const output = readBuildOutput(outputDir, projectRoot)
  const root = layoutRoot()
  const logDir = path.join(root, 'logs')
  mkdirSync(logDir)
  const folders = new Map<string, string>()
  const rows: string[] = []
  const figures = new Map<string, { first: number[]; second: number[] }>()
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [index, target] of targets.entries()) {
        const fn = output.functionOf(target.route)!
        if (!folders.has(fn)) folders.set(fn, layOut(output, fn, path.join(root, 'functions', fn)))
        const start = performance.now()
        const running = await startFunction(
          folders.get(fn)!,
          target.route === '_middleware' ? 'proxy' : 'node',
          env,
          path.join(logDir, `${run}-${index}.log`),
        )
        const status = await send(running.url, target, host)
        const first = performance.now() - start
        const again = performance.now()
        const statusAgain = await send(running.url, target, host)
        const second = performance.now() - again
        await running.stop()
        const expected = index === 0 ? 404 : 200
        if (status !== expected || statusAgain !== expected)
          throw new Error(`${target.name} answered ${status}, ${statusAgain}:\n${running.output.read()}`)
        const f = figures.get(target.name) ?? { first: [], second: [] }
        f.first.push(first)
        f.second.push(second)
        figures.set(target.name, f)
      }
    }
    const floor = median(figures.get(targets[0]!.name)!.first)
    for (const target of targets) {
      const f = figures.get(target.name)!
      rows.push(
        `| ${target.name} | ${median(f.first).toFixed(0)} ms | ${(median(f.first) / floor).toFixed(2)} | ${median(f.second).toFixed(1)} ms |`,
      )
    }
    console.log(
      [
        `${outputDir}, ${RUNS} fresh processes per target, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        '| target | first answer of a fresh process, median | / floor | second answer |',
        '|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    removeLayout(root)
    await Promise.all([fakes.close(), redis.stop()])
  }
})

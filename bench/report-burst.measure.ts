import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { startFakeServices } from '../tests/support/fakes'
import { keyEntity, reportBody, rotatingAnswers } from '../tests/support/ksc-profiles'
import { startExtraSite, TEST_SIGNING_SECRET } from '../tests/support/stack'
import { median, percentile } from '../tests/support/stats'

// A visitor's page while twelve KSC reports are asked for at once, against the same page with nothing else running, in
// the same run, on `next start` of the test build (`npm run test:build` first) with the fakes. Each report is seconds
// of CPU; rendered on the request's thread, twelve held a page up to 4.5 s (issue 36). Since then they are rendered on
// worker threads (lib/server/domain/reports/render-pool.ts). Figures: a page (`/kontakt/`, the HTML) and a score answer
// (`/api/ksc-check/score/`, code on the main thread), requested back to back by one visitor; ROUNDS rounds of idle then
// burst, each figure the median over the rounds. BASELINE_DIR names another checkout with its own test build (`git
// worktree add ../base <commit>`, `npm run test:build` there): it is measured in the same rounds, alternately, as the
// baseline.

process.env.SIGNING_SECRET = TEST_SIGNING_SECRET
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const BURST = 12
const IDLE_SAMPLES = 60
const q = questionnaire()
const answers = { ...keyEntity, ...rotatingAnswers(q) }

let ipCounter = 0
const nextIp = () => ((ipCounter += 1), `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}`)

interface Target {
  name: string
  url: string
  rounds: Record<string, number>[]
}

/** One visitor's requests to a site, and a burst of reports. */
function visitor(url: string) {
  const timed = async (ask: () => Promise<Response>, what: string) => {
    const start = performance.now()
    const res = await ask()
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${what} answered ${res.status}`)
    return performance.now() - start
  }
  const page = () => timed(() => fetch(new URL('/kontakt/', url)), 'the page')
  const score = () =>
    timed(
      () =>
        fetch(new URL('/api/ksc-check/score/', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextIp() },
          body: JSON.stringify({ answers, lang: 'pl' }),
        }),
      'the score',
    )
  const report = (i: number) =>
    timed(
      () =>
        fetch(new URL('/api/ksc-check/submit/', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextIp() },
          body: JSON.stringify(reportBody(i)),
        }),
      'the report',
    )
  return { page, score, report }
}

/** One request after another, until `until` settles, or `until` of them. */
async function visit(ask: () => Promise<number>, until: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = []
  let done = false
  if (typeof until !== 'number') void until.finally(() => (done = true))
  while (typeof until === 'number' ? times.length < until : !done) times.push(await ask())
  return times
}

async function round(target: Target): Promise<void> {
  const { page, score, report } = visitor(target.url)
  const idlePage = await visit(page, IDLE_SAMPLES)
  const idleScore = await visit(score, IDLE_SAMPLES)
  const burstStart = performance.now()
  const all = Promise.all(Array.from({ length: BURST }, (_, i) => report(i)))
  const [burstPage, burstScore, reportTimes] = await Promise.all([visit(page, all), visit(score, all), all])
  target.rounds.push({
    idlePageP50: median(idlePage),
    idlePageMax: Math.max(...idlePage),
    burstPageP50: median(burstPage),
    burstPageP95: percentile(burstPage, 95),
    burstPageMax: Math.max(...burstPage),
    idleScoreP50: median(idleScore),
    burstScoreP50: median(burstScore),
    burstScoreMax: Math.max(...burstScore),
    reportP50: median(reportTimes),
    reportMax: Math.max(...reportTimes),
    burstMs: performance.now() - burstStart,
  })
}

it('a visitor’s page and score answer during a burst of twelve KSC reports', async () => {
  const fakes = await startFakeServices()
  const { env } = fakes
  const baselineDir = process.env.BASELINE_DIR
  const sites = [
    await startExtraSite(env),
    ...(baselineDir ? [await startExtraSite(env, { dir: path.resolve(baselineDir) })] : []),
  ]
  const targets: Target[] = sites.map((site, i) => ({
    name: i === 0 ? 'this tree' : `baseline (${baselineDir})`,
    url: site.url,
    rounds: [],
  }))
  const loads = [loadavg()[0]!]
  try {
    for (const target of targets) {
      // Warm: the page, the score, and the renderer (in every worker).
      const { page, score, report } = visitor(target.url)
      await visit(page, 20)
      await visit(score, 20)
      await Promise.all(Array.from({ length: availableParallelism() }, (_, i) => report(i)))
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const target of r % 2 ? [...targets].reverse() : targets) await round(target)
      loads.push(loadavg()[0]!)
    }
  } finally {
    await Promise.all(sites.map((site) => site.stop()))
    await fakes.close()
  }
  const of = (target: Target, key: string) => `${median(target.rounds.map((r) => r[key]!)).toFixed(0)} ms`
  console.log(
    [
      `${availableParallelism()} cores, ${ROUNDS} rounds, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}; medians over the rounds`,
      '| server | page idle: p50 / max | page during 12 reports: p50 / p95 / max | score idle p50 | score during: p50 / max | report p50 / slowest | burst |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...targets.map(
        (t) =>
          `| ${t.name} | ${of(t, 'idlePageP50')} / ${of(t, 'idlePageMax')} | ${of(t, 'burstPageP50')} / ${of(t, 'burstPageP95')} / ${of(t, 'burstPageMax')} | ${of(t, 'idleScoreP50')} | ${of(t, 'burstScoreP50')} / ${of(t, 'burstScoreMax')} | ${of(t, 'reportP50')} / ${of(t, 'reportMax')} | ${of(t, 'burstMs')} |`,
      ),
    ].join('\n'),
  )
})

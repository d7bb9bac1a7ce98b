import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import { it } from 'vitest'
import { freePort } from '../tests/support/ports'
import { NEXT_READY, pipedOutput, untilPrinted } from '../tests/support/process-output'
import { startExtraSite, stopProcess } from '../tests/support/stack'
import { measure } from '../tests/lighthouse/measure'
import { chromiumPath } from '../tests/support/chromium'
import { median } from '../tests/support/stats'

// Our form pages against the floor of the framework they run on: bench/next-floor, the smallest App Router page with
// one client form, installed and built as a project of its own (inside this one, Next would take our next.config and
// proxy for its own) with our versions of Next and React. Lighthouse (mobile, its defaults) takes each page in turn,
// RUNS rounds, so both sides meet the same machine load; medians and the ratio to the floor's are what to read.

const RUNS = Number(process.env.RUNS ?? 3)
const pages = [
  '/kontakt/',
  '/ocena-gotowosci-ksc/',
  '/kariera/inzynier-sap-basis/',
  '/materialy/analiza-konfliktow-sod/',
]
const ours = (await import('../package.json', { with: { type: 'json' } })).default
const pinned = (names: string[], from: Record<string, string>) => Object.fromEntries(names.map((n) => [n, from[n]!]))
const floorDir = path.join(tmpdir(), `next-floor-${ours.dependencies.next}`)
// The floor's own `next` command, as npm links it for its scripts.
const nextBin = path.join(floorDir, 'node_modules/.bin/next')

function buildFloor() {
  if (existsSync(path.join(floorDir, '.next/BUILD_ID'))) return
  mkdirSync(floorDir, { recursive: true })
  for (const part of ['app', 'next.config.ts'])
    cpSync(path.resolve(import.meta.dirname, 'next-floor', part), path.join(floorDir, part), { recursive: true })
  const manifest = {
    private: true,
    dependencies: pinned(['next', 'react', 'react-dom'], ours.dependencies),
    devDependencies: pinned(['typescript', '@types/react', '@types/node'], ours.devDependencies),
  }
  writeFileSync(path.join(floorDir, 'package.json'), JSON.stringify(manifest))
  const run = (file: string, args: string[]) =>
    execFileSync(file, args, { cwd: floorDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  run(nextBin, ['build'])
}

it('form pages beside the floor of a Next page with a form', async () => {
  buildFloor()
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const floorPort = await freePort()
  const floor = spawn(nextBin, ['start', '-H', '127.0.0.1', '-p', String(floorPort)], {
    cwd: floorDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox'] })
  try {
    await untilPrinted(floor, pipedOutput(floor), NEXT_READY, 60_000)
    const targets = [
      { name: 'floor', url: `http://127.0.0.1:${floorPort}/` },
      ...pages.map((p) => ({ name: p, url: `${site.url}${p}` })),
    ]
    const runs = new Map(targets.map((t) => [t.name, [] as Awaited<ReturnType<typeof measure>>[]]))
    for (let round = 0; round < RUNS; round++)
      for (const t of targets)
        runs
          .get(t.name)!
          .push(await measure(t.url, { name: t.name, path: t.url, notFound: false, form: true }, chrome.port))
    const of = (name: string) => {
      const r = runs.get(name)!
      return {
        perf: median(r.map((m) => m.scores.performance)),
        tbt: median(r.map((m) => m.metrics.tbt)),
        lcp: median(r.map((m) => m.metrics.lcp)),
        js: median(r.map((m) => m.script.transferred)) / 1024,
        cpu: median(r.map((m) => m.benchmarkIndex)),
      }
    }
    const base = of('floor')
    const rows = targets.map(({ name }) => {
      const m = of(name)
      return `| ${name} | ${m.perf} | ${Math.round(m.tbt)} | ${(m.tbt / base.tbt).toFixed(2)} | ${Math.round(m.lcp)} | ${m.js.toFixed(1)} | ${Math.round(m.cpu)} |`
    })
    console.log(
      [
        `${RUNS} rounds, medians`,
        '| page | perf | TBT ms | TBT / floor | LCP ms | JS KB gz | CPU index |',
        '|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    chrome.kill()
    await stopProcess(floor)
    await site.stop()
  }
}, 3_600_000)

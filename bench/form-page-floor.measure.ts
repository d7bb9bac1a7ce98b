import { launch } from 'chrome-launcher'
import { it } from 'vitest'
import { startExtraSite } from '../tests/support/stack'
import { categories, measure } from '../tests/lighthouse/measure'
import { chromiumPath } from '../tests/support/chromium'
import { median } from '../tests/support/stats'
import { startFloor } from './next-floor'

// Our form pages against the floor of the framework they run on (bench/next-floor.ts). Lighthouse (mobile, its
// defaults) takes each page in turn, RUNS rounds, so both sides meet the same machine load; medians and the ratio to
// the floor's are what to read.

const RUNS = Number(process.env.RUNS ?? 3)
const pages = [
  '/kontakt/',
  '/ocena-gotowosci-ksc/',
  '/kariera/inzynier-sap-basis/',
  '/materialy/analiza-konfliktow-sod/',
  '/en/contact/',
  '/en/ksc-readiness-check/',
  '/en/careers/sap-basis-engineer/',
  '/en/materials/sod-conflict-analysis/',
]
it('form pages beside the floor of a Next page with a form', async () => {
  const floor = await startFloor()
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox'] })
  try {
    const targets = [{ name: 'floor', url: floor.url }, ...pages.map((p) => ({ name: p, url: `${site.url}${p}` }))]
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
        others: categories.filter((c) => c !== 'performance').map((c) => median(r.map((m) => m.scores[c]))),
      }
    }
    const base = of('floor')
    const rows = targets.map(({ name }) => {
      const m = of(name)
      return `| ${name} | ${m.perf} | ${Math.round(m.tbt)} | ${(m.tbt / base.tbt).toFixed(2)} | ${Math.round(m.lcp)} | ${m.js.toFixed(1)} | ${Math.round(m.cpu)} | ${m.others.join(' / ')} |`
    })
    console.log(
      [
        `${RUNS} rounds, medians`,
        '| page | perf | TBT ms | TBT / floor | LCP ms | JS KB gz | CPU index | a11y / bp / seo |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    chrome.kill()
    await floor.stop()
    await site.stop()
  }
}, 3_600_000)

import { it } from 'vitest'
import { chromium, type Browser } from 'playwright-core'
import { chromiumPath } from '../tests/support/chromium'
import { startExtraSite } from '../tests/support/stack'
import { median } from '../tests/support/stats'
import { startFloor } from './next-floor'

// An outside check of bench/form-interaction.measure.ts, taken as a tester from outside takes it: Playwright (whose
// inspector adds its own cost to every page), Chromium at 4x CPU, 375 px, PerformanceObserver `event` entries
// (durationThreshold 16) and `longtask` entries from the first click through "Anna Nowak" typed at 80 ms a key,
// the click made once the page has loaded. Baseline in the same rounds: the floor (bench/next-floor.ts), Next's
// smallest page with a client form, so a figure reads against what the framework alone costs on this machine now.

const RUNS = Number(process.env.RUNS ?? 3)
const pages = [
  '/kontakt/',
  '/en/contact/',
  '/kariera/inzynier-sap-basis/',
  '/en/careers/automation-developer/',
  '/materialy/przewodnik-ksc-nis2-dla-sap/',
  '/en/materials/ksc-nis2-guide-for-sap/',
]
const OBSERVE = `window.__perf = { events: [], tasks: [] };
new PerformanceObserver((l) => { for (const e of l.getEntries()) __perf.events.push([e.startTime, e.duration]) }).observe({ type: 'event', durationThreshold: 16, buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) __perf.tasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });`

interface Visit {
  event: number
  task: number
  kept: boolean
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } })
  try {
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(OBSERVE)
    await page.goto(url)
    const field = page.locator('form input[type="text"]').first()
    const from = await page.evaluate(() => performance.now())
    await field.click()
    await field.pressSequentially('Anna Nowak', { delay: 80 })
    const perf = await page.evaluate(() => (window as unknown as { __perf: Record<string, number[][]> }).__perf)
    const after = (spans: number[][]) => Math.max(0, ...spans.filter(([s]) => s! >= from).map(([, d]) => d!))
    return { event: after(perf.events!), task: after(perf.tasks!), kept: (await field.inputValue()) === 'Anna Nowak' }
  } finally {
    await context.close()
  }
}

it('form pages from outside: slowest event and longest task from the first click, beside the floor', async () => {
  const floor = await startFloor()
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
  const targets = [{ name: 'floor', url: floor.url }, ...pages.map((p) => ({ name: p, url: `${site.url}${p}` }))]
  const visits = new Map(targets.map((t) => [t.name, [] as Visit[]]))
  try {
    // Round by round, every page once, so the floor and the pages meet the same load.
    for (let round = 0; round < RUNS; round++)
      for (const t of targets) visits.get(t.name)!.push(await visit(browser, t.url))
  } finally {
    await browser.close()
    await site.stop()
    await floor.stop()
  }
  const of = (name: string) => {
    const v = visits.get(name)!
    return { event: median(v.map((x) => x.event)), task: median(v.map((x) => x.task)), kept: v.every((x) => x.kept) }
  }
  const base = of('floor')
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-')
  const rows = targets.map(({ name }) => {
    const m = of(name)
    return `| ${name} | ${m.event.toFixed(0)} ms | ${ratio(m.event, base.event)} | ${m.task.toFixed(0)} ms | ${ratio(m.task, base.task)} | ${m.kept} |`
  })
  console.log(
    [
      `${RUNS} rounds, medians`,
      '| page | slowest event | / floor | longest task | / floor | all typed kept |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
})

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium, type Browser, type Page } from 'playwright-core'
import { it } from 'vitest'
import { startExtraSite } from '../tests/support/stack'

// What a visitor on a mid-range phone feels on a form page (issue 22), in Chromium at a 4x CPU slowdown (Lighthouse's
// mobile setting), against `next start` of the test build (`npm run test:build` first):
// - load: the main thread blocked while the page loads, as Lighthouse's Total Blocking Time counts it (each long
//   task beyond 50 ms, summed), from navigation until the main thread has been quiet for a second;
// - use: from the first click into the form's first field through ten keystrokes typed into it, the longest task
//   and the longest interaction (Event Timing), and whether every character arrived.
// Each page type RUNS times, median. The baseline of the run is the same page with its scripts taken out of its HTML:
// the browser's own cost of the page and of typing, which no script of ours can go below.

const RUNS = Number(process.env.RUNS ?? 5)
const THROTTLE = 4
const TYPED = 'Małgorzata'

const pages = [
  { name: 'contact', path: '/kontakt/', field: '#field-firstName' },
  { name: 'job offer', path: '/kariera/inzynier-sap-basis/', field: '#field-firstName' },
  { name: 'material', path: '/materialy/przewodnik-ksc-nis2-dla-sap/', field: '#field-fullName' },
  // No text field up front: the first answer clicked, then the keys that move between its options.
  { name: 'KSC check', path: '/ocena-gotowosci-ksc/', field: 'input[type="radio"]', ksc: true },
]

interface Figures {
  blockedMs: number
  longestTaskMs: number
  longestInteractionMs: number
  kept: boolean
}

const OBSERVE = `(() => {
  const perf = (window.__perf = { tasks: [], events: [] })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) perf.tasks.push({ start: e.startTime, duration: e.duration }) }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) perf.events.push({ start: e.startTime, duration: e.duration, name: e.name }) }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

type Perf = { tasks: { start: number; duration: number }[]; events: { start: number; duration: number }[] }
const perfOf = (page: Page) => page.evaluate(() => (window as unknown as { __perf: Perf }).__perf)

/** Until no long task has ended for a second: the page has settled (a ceiling of 30 s). */
const settled = (page: Page) =>
  page.waitForFunction(
    () => {
      const { tasks } = (window as unknown as { __perf: Perf }).__perf
      const last = tasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0)
      return document.readyState === 'complete' && performance.now() - last > 1000
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  )

async function measure(
  browser: Browser,
  base: string,
  target: (typeof pages)[number],
  scripts: boolean,
): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: {
      'x-forwarded-for': `10.22.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const page = await context.newPage()
  if (!scripts) {
    await page.route(`${base}${target.path}`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '') })
    })
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await page.addInitScript(OBSERVE)
  await page.goto(`${base}${target.path}`)
  await settled(page)
  const loaded = await perfOf(page)
  const blockedMs = loaded.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
  const from = await page.evaluate(() => performance.now())
  const field = page.locator(target.field).first()
  await field.click()
  let kept: boolean
  if (target.ksc) {
    for (let key = 0; key < TYPED.length; key++) await page.keyboard.press('ArrowDown', { delay: 120 })
    kept = (await page.locator(`input[name="${await field.getAttribute('name')}"]:checked`).count()) === 1
  } else {
    await page.keyboard.type(TYPED, { delay: 120 })
    kept = (await field.inputValue()) === TYPED
  }
  await settled(page)
  const used = await perfOf(page)
  const after = (items: { start: number; duration: number }[]) => items.filter((t) => t.start >= from)
  await context.close()
  return {
    blockedMs,
    longestTaskMs: Math.max(0, ...after(used.tasks).map((t) => t.duration)),
    longestInteractionMs: Math.max(0, ...after(used.events).map((e) => e.duration)),
    kept,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

it('form pages at 4x CPU: blocked while loading, longest task and interaction while typing', async () => {
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const executablePath = existsSync(chromium.executablePath())
    ? undefined
    : execFileSync('which', ['chromium']).toString().trim()
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
  const rows: string[] = []
  try {
    for (const target of pages) {
      for (const scripts of [false, true]) {
        if (!scripts && target.ksc) continue
        const runs: Figures[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, site.url, target, scripts))
        const m = (pick: (f: Figures) => number) => median(runs.map(pick)).toFixed(0)
        rows.push(
          `| ${target.name}${scripts ? '' : ', without its scripts (baseline)'} | ${m((f) => f.blockedMs)} ms | ${m((f) => f.longestTaskMs)} ms | ${m((f) => f.longestInteractionMs)} ms | ${runs.filter((f) => f.kept).length}/${runs.length} |`,
        )
      }
    }
  } finally {
    await browser.close()
    await site.stop()
  }
  console.log(
    [
      `${RUNS} runs per row, CPU slowdown ${THROTTLE}x, 412 x 823, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      '| page | blocked while loading (TBT-style), median | longest task, first click to 10th key | longest interaction | all typed kept |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
})

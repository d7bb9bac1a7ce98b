import { loadavg } from 'node:os'
import { it } from 'vitest'
import { chromiumPath } from '../tests/support/chromium'
import { startExtraSite } from '../tests/support/stack'
import { busyProcesses } from './busy-processes'
import { launchOverPipe, type DevtoolsBrowser } from './devtools-pipe'
import { median } from '../tests/support/stats'

// What a visitor on a mid-range phone feels on a form page, in Chromium at a 4x CPU slowdown (Lighthouse's mobile
// setting), 375 px wide, against `next start` of the test build (`npm run test:build` first), on a machine that is
// not idle: LOAD busy processes (default 1) run beside Chromium, as other work does on a visitor's phone.
// The visitor clicks into the form's first field as soon as it is on the screen (not once the page has settled: a
// visitor does not wait for that) and types "Anna Nowak" at 80 ms a key. From that click through the tenth key:
// the slowest event (Event Timing, every event of 16 ms or more, as a browser reports INP's candidates), the
// longest task, and whether every character arrived; before the click, the main thread blocked while loading (each
// long task beyond 50 ms, summed, as Total Blocking Time counts it).
// Each page type RUNS times, in a fresh browser context each (nothing cached), median, in two ways: as shipped, and,
// the run's baseline, the same HTML without its scripts: the browser's own cost of the page and of typing.
// Chromium is driven over its DevTools pipe with no domain enabled (./devtools-pipe.ts says why): the page's own
// observers report the figures.

const RUNS = Number(process.env.RUNS ?? 5)
const LOAD = Number(process.env.LOAD ?? 1)
const THROTTLE = 4
const TYPED = 'Anna Nowak'
const KEY_GAP_MS = 80

const pages = [
  { name: 'contact', path: '/kontakt/', field: '#field-firstName' },
  { name: 'job offer', path: '/kariera/inzynier-sap-basis/', field: '#field-firstName' },
  { name: 'material', path: '/materialy/przewodnik-ksc-nis2-dla-sap/', field: '#field-fullName' },
  // No text field up front: the first answer clicked, then the keys that move between its options.
  { name: 'KSC check', path: '/ocena-gotowosci-ksc/', field: 'input[type="radio"]', ksc: true },
]

const ways = ['baseline', 'shipped'] as const
type Way = (typeof ways)[number]
const wayLabel: Record<Way, string> = { baseline: ', without its scripts (baseline)', shipped: '' }

interface Figures {
  blockedMs: number
  longestTaskMs: number
  slowestEventMs: number
  kept: boolean
  /** The form's code ran (its card says so), which the page without its scripts never does. */
  ready: boolean
}

const OBSERVE = `(() => {
  const perf = (window.__perf = { tasks: [], events: [] })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) perf.tasks.push({ start: e.startTime, duration: e.duration }) }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) perf.events.push({ start: e.startTime, duration: e.duration }) }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

/** Whether the main thread has been free of long tasks for a second, the page loaded. */
const SETTLED = `(() => {
  const last = window.__perf.tasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0)
  return document.readyState === 'complete' && performance.now() - last > 1000
})()`

type Span = { start: number; duration: number }
type Perf = { tasks: Span[]; events: Span[] }

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function openPage(browser: DevtoolsBrowser, sessionId: string) {
  const send = <T>(method: string, params?: Record<string, unknown>) => browser.send<T>(method, params, sessionId)
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, returnByValue: true },
    )
    if (exceptionDetails) throw new Error(`${exceptionDetails.text} in ${expression}`)
    return result.value
  }
  const until = async (expression: string) => {
    for (const started = Date.now(); Date.now() - started < 30_000; await delay(100))
      if (await evaluate<boolean>(expression)) return
    throw new Error(`the page did not settle: ${expression}`)
  }
  const key = (key: string, text?: string) =>
    send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key,
      ...(text ? { text } : { code: key, windowsVirtualKeyCode: 40 }),
    }).then(() => send('Input.dispatchKeyEvent', { type: 'keyUp', key }))
  return { send, evaluate, until, key }
}

/** Answers the page's own request with its HTML less every script. */
function serveWithoutScripts(browser: DevtoolsBrowser, sessionId: string, url: string) {
  browser.on('Fetch.requestPaused', async (params, from) => {
    if (from !== sessionId) return
    const html = await (await fetch(url)).text()
    await browser.send(
      'Fetch.fulfillRequest',
      {
        requestId: params.requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'content-type', value: 'text/html; charset=utf-8' }],
        body: Buffer.from(html.replace(/<script\b[\s\S]*?<\/script>/g, '')).toString('base64'),
      },
      sessionId,
    )
  })
  return browser.send('Fetch.enable', { patterns: [{ urlPattern: url, requestStage: 'Request' }] }, sessionId)
}

async function measure(
  browser: DevtoolsBrowser,
  base: string,
  target: (typeof pages)[number],
  way: Way,
): Promise<Figures> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext')
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  })
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
  const page = openPage(browser, sessionId)
  try {
    const url = `${base}${target.path}`
    if (way === 'baseline') await serveWithoutScripts(browser, sessionId, url)
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 375,
      height: 667,
      deviceScaleFactor: 1,
      mobile: false,
    })
    await page.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    await page.send('Page.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE })
    await page.send('Page.navigate', { url })
    const field = JSON.stringify(target.field)
    // As soon as the field is on the screen.
    await page.until(`document.readyState !== 'loading' && document.querySelector(${field}) !== null`)
    const at = await page.evaluate<{ x: number; y: number }>(`(() => {
      const field = document.querySelector(${field})
      field.scrollIntoView({ block: 'center', behavior: 'instant' })
      const box = field.getBoundingClientRect()
      return { x: box.x + Math.min(10, box.width / 2), y: box.y + box.height / 2 }
    })()`)
    const from = await page.evaluate<number>('performance.now()')
    for (const type of ['mousePressed', 'mouseReleased'])
      await page.send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount: 1 })
    for (const char of TYPED) {
      await delay(KEY_GAP_MS)
      await (target.ksc ? page.key('ArrowDown') : page.key(char, char))
    }
    if (way !== 'baseline') await page.until(`document.querySelector('[data-form-ready]') !== null`)
    await page.until(SETTLED)
    const kept = await page.evaluate<boolean>(
      target.ksc
        ? `document.querySelectorAll('input[name="' + document.querySelector(${field}).name + '"]:checked').length === 1`
        : `document.querySelector(${field}).value === ${JSON.stringify(TYPED)}`,
    )
    const ready = await page.evaluate<boolean>(`document.querySelector('[data-form-ready]') !== null`)
    const used = await page.evaluate<Perf>('window.__perf')
    const after = (spans: Span[]) => spans.filter((t) => t.start >= from).map((t) => t.duration)
    return {
      blockedMs: used.tasks.filter((t) => t.start < from).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestTaskMs: Math.max(0, ...after(used.tasks)),
      slowestEventMs: Math.max(0, ...after(used.events)),
      kept,
      ready,
    }
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId })
  }
}

it('form pages at 4x CPU on a busy machine: blocked while loading, slowest event and longest task while typing', async () => {
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const stopLoad = busyProcesses(LOAD)
  const browser = launchOverPipe(chromiumPath(), ['--no-sandbox', '--disable-gpu'])
  const rows: string[] = []
  try {
    for (const target of pages) {
      for (const way of ways) {
        const runs: Figures[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, site.url, target, way))
        const m = (pick: (f: Figures) => number) => median(runs.map(pick)).toFixed(0)
        const range = (pick: (f: Figures) => number) =>
          `${Math.min(...runs.map(pick)).toFixed(0)}-${Math.max(...runs.map(pick)).toFixed(0)}`
        rows.push(
          `| ${target.name}${wayLabel[way]} | ${m((f) => f.blockedMs)} ms | ${m((f) => f.slowestEventMs)} ms (${range((f) => f.slowestEventMs)}) | ${m((f) => f.longestTaskMs)} ms (${range((f) => f.longestTaskMs)}) | ${runs.filter((f) => f.kept).length}/${runs.length} | ${runs.filter((f) => f.ready).length}/${runs.length} |`,
        )
      }
    }
  } finally {
    stopLoad()
    await browser.close()
    await site.stop()
  }
  console.log(
    [
      `${RUNS} runs per row, CPU slowdown ${THROTTLE}x, 375 x 667, ${LOAD} busy processes beside, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `| page | blocked while loading (TBT-style), median | slowest event, first click to 10th key, median (range) | longest task, same span, median (range) | all typed kept | the form's code ran |`,
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
})

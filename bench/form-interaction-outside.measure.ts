import { loadavg } from 'node:os'
import { it } from 'vitest'
import { chromium, type Browser, type Page } from 'playwright-core'
import { chromiumPath } from '../tests/support/chromium'
import { startExtraSite } from '../tests/support/stack'
import { median } from '../tests/support/stats'
import { busyProcesses } from './busy-processes'
import { startFloor } from './next-floor'

// bench/form-interaction.measure.ts checked from outside, input as a visitor's browser gets it: the field's place read
// by one small evaluate, a mouse click and keys through CDP's Input domain (not Playwright's locators, which run script
// in the page as it loads: bench/RESULTS.md). Chromium at 4x CPU, 375 px, LOAD busy processes beside (default 1):
// Event Timing (threshold 16) and long tasks from the first click through "Anna Nowak" typed at 80 ms a key (on the
// KSC check, its first option clicked, then ten arrow keys), beside the floor (bench/next-floor.ts) in the same
// rounds, alone and in a page of a form page's size (`/sized/`). The slowest event is split as INP splits one (input
// delay, handlers, presentation). CLICK=load (default) clicks once the page has loaded, CLICK=hydrated once the form
// says it is hydrated (`data-form-ready`).

const RUNS = Number(process.env.RUNS ?? 5)
const LOAD = Number(process.env.LOAD ?? 1)
const CLICK = process.env.CLICK === 'hydrated' ? 'hydrated' : 'load'
const TYPED = 'Anna Nowak'
/** `choices`: the page opens on options, not a text field (the KSC check). */
const pages: { path: string; choices?: true }[] = [
  { path: '/kontakt/' },
  { path: '/en/contact/' },
  { path: '/kariera/inzynier-sap-basis/' },
  { path: '/en/careers/automation-developer/' },
  { path: '/materialy/przewodnik-ksc-nis2-dla-sap/' },
  { path: '/en/materials/ksc-nis2-guide-for-sap/' },
  { path: '/ocena-gotowosci-ksc/', choices: true },
  { path: '/en/ksc-readiness-check/', choices: true },
]
const OBSERVE = `window.__perf = { events: [], tasks: [], hydrated: 0, pressed: 0, elements: 0 };
addEventListener('DOMContentLoaded', () => { __perf.elements = document.body.querySelectorAll(':not(script, template, link, style)').length });
window.__hydration = new Promise((resolve) => new MutationObserver((_, o) => { if (document.querySelector('[data-form-ready]')) { __perf.hydrated = performance.now(); o.disconnect(); resolve() } }).observe(document, { subtree: true, attributeFilter: ['data-form-ready'] }));
addEventListener('pointerdown', (e) => { __perf.pressed ||= e.timeStamp }, { capture: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) __perf.events.push([e.startTime, e.duration, e.processingStart - e.startTime, e.processingEnd - e.processingStart, e.name]) }).observe({ type: 'event', durationThreshold: 16, buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) __perf.tasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });`

/**
 * One visit: the slowest event (its duration, name and parts: waiting for the thread, its handlers, waiting for the
 * next frame), the longest task, and whether what was typed arrived.
 */
interface Visit {
  event: number
  name: string
  wait: number
  handlers: number
  frame: number
  task: number
  kept: boolean
  /** Milliseconds from the load event to the form's hydration, and to the click. */
  hydrated: number
  clicked: number
  /** Whether the click came before the form was hydrated. */
  early: boolean
  /** Elements in the body as the server sent it (scripts and the like left out): what React hydrates. */
  elements: number
}

/** After its first option and one arrow key per letter of TYPED, the group's choice is where the keys led. */
const arrowsKept = (page: Page) =>
  page.evaluate((keys) => {
    const first = document.querySelector<HTMLInputElement>('input[type="radio"]')!
    const group = [...document.querySelectorAll<HTMLInputElement>(`input[name="${first.name}"]`)]
    return group.findIndex((i) => i.checked) === keys % group.length
  }, TYPED.length)

/** Scrolls the field into the middle of the view, as a visitor does before tapping it, and says where it is. */
const placeOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const field = document.querySelector(selector)!
    field.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = field.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, selector)

/** Resolves once the page's form says React has hydrated it (OBSERVE's observer). */
const untilHydrated = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hydration: Promise<void> }).__hydration)

async function visit(browser: Browser, url: string, choices = false): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } })
  try {
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(OBSERVE)
    await page.goto(url)
    const selector = choices ? 'input[type="radio"]' : 'form input[type="text"]'
    if (CLICK === 'hydrated') await untilHydrated(page)
    const from = await page.evaluate(() => performance.now())
    const { x, y } = await placeOf(page, selector)
    await page.mouse.click(x, y)
    if (!(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), selector)))
      throw new Error(`${url}: the click at ${x}, ${y} did not reach the field`)
    if (choices) for (let key = 0; key < TYPED.length; key++) await page.keyboard.press('ArrowDown', { delay: 80 })
    else await page.keyboard.type(TYPED, { delay: 80 })
    type Span = [start: number, duration: number, wait?: number, handlers?: number, name?: string]
    type Perf = { events: Span[]; tasks: Span[]; hydrated: number; pressed: number; elements: number }
    const perf = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf)
    const loaded = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    )
    if (!perf.hydrated) throw new Error(`${url}: the form never said it was hydrated (data-form-ready)`)
    const slowest = (spans: Span[]) =>
      spans.filter(([start]) => start >= from).reduce<Span>((a, b) => (b[1] > a[1] ? b : a), [0, 0, 0, 0, '-'])
    const [, event, wait, handlers, name] = slowest(perf.events)
    return {
      event,
      name: name!,
      wait: wait!,
      handlers: handlers!,
      frame: event - wait! - handlers!,
      task: slowest(perf.tasks)[1],
      kept: choices
        ? await arrowsKept(page)
        : (await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)!.value, selector)) ===
          TYPED,
      hydrated: perf.hydrated - loaded,
      clicked: perf.pressed - loaded,
      early: perf.pressed < perf.hydrated,
      elements: perf.elements,
    }
  } finally {
    await context.close()
  }
}

it('form pages from outside: slowest event and longest task from the first click, beside the floor', async () => {
  const floor = await startFloor()
  const site = await startExtraSite({ FORM_MIN_FILL_MS: '0' })
  const stopLoad = busyProcesses(LOAD)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
  const targets = [
    { name: 'floor', url: floor.url, choices: false },
    { name: 'floor, sized', url: `${floor.url}sized/`, choices: false },
    ...pages.map(({ path, choices = false }) => ({ name: path, url: `${site.url}${path}`, choices })),
  ]
  const visits = new Map(targets.map((t) => [t.name, [] as Visit[]]))
  try {
    // Round by round, every page once, so the floor and the pages meet the same load.
    for (let round = 0; round < RUNS; round++)
      for (const t of targets) visits.get(t.name)!.push(await visit(browser, t.url, t.choices))
  } finally {
    stopLoad()
    await browser.close()
    await site.stop()
    await floor.stop()
  }
  const of = (name: string) => {
    const v = visits.get(name)!
    return {
      event: median(v.map((x) => x.event)),
      names: [...new Set(v.map((x) => x.name))].join(', '),
      parts: (['wait', 'handlers', 'frame'] as const)
        .map((part) => median(v.map((x) => x[part])).toFixed(0))
        .join(' / '),
      task: median(v.map((x) => x.task)),
      kept: v.every((x) => x.kept),
      hydrated: median(v.map((x) => x.hydrated)),
      clicked: median(v.map((x) => x.clicked)),
      early: v.filter((x) => x.early).length,
      elements: median(v.map((x) => x.elements)),
    }
  }
  const base = of('floor')
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-')
  const rows = targets.map(({ name }) => {
    const m = of(name)
    return `| ${name} | ${m.event.toFixed(0)} ms | ${ratio(m.event, base.event)} | ${m.names}: ${m.parts} ms | ${m.task.toFixed(0)} ms | ${ratio(m.task, base.task)} | ${m.hydrated.toFixed(0)} ms | ${m.clicked.toFixed(0)} ms | ${m.early} of ${RUNS} | ${m.kept} | ${m.elements} |`
  })
  console.log(
    [
      `${RUNS} rounds, medians, clicked once ${CLICK === 'load' ? 'loaded' : 'hydrated'}, ${LOAD} busy processes beside, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      '| page | slowest event | / floor | which: input delay / handlers / presentation | longest task | / floor | hydrated after load | clicked after load | clicked before hydrated | all typed kept | elements |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
})

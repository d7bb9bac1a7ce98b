import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test'

// Every end-to-end test fails on what a visitor's console would show: an error logged, an uncaught exception, or
// anything the page's Content-Security-Policy refused (reported by the page's securitypolicyviolation event as
// well as logged). A test that provokes an error on purpose (a 503 from the mail fake, a 400 link) names what
// it expects with `test.use({ expectedConsoleErrors: [...] })`.

/** Collects the console errors, uncaught exceptions and CSP violations of every page of a context. */
async function watch(context: BrowserContext): Promise<string[]> {
  const problems: string[] = []
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) =>
    problems.push(`CSP violation on ${page.url()}: ${violation}`),
  )
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sample})`,
      ),
    )
  })
  context.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error on ${message.page()?.url()}: ${message.text()} ${message.location().url}`)
  })
  context.on('weberror', (error) => problems.push(`uncaught on ${error.page()?.url()}: ${error.error().message}`))
  return problems
}

function expectNone(problems: string[], expected: RegExp[]) {
  expect(problems.filter((p) => !expected.some((e) => e.test(p)))).toEqual([])
}

export const test = base.extend<
  { expectedConsoleErrors: RegExp[]; warmPage: Page },
  { warm: { page: Page; problems: string[] } }
>({
  expectedConsoleErrors: [[], { option: true }],
  context: async ({ context, expectedConsoleErrors }, provide) => {
    const problems = await watch(context)
    await provide(context)
    expectNone(problems, expectedConsoleErrors)
  },
  // Tests that only look at pages share one page per worker: its cache stays warm (scripts, styles, fonts), so a
  // visit costs a navigation, not a fresh browser context. Journeys that type, submit or store keep their own page.
  warm: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, reducedMotion } = workerInfo.project.use
      // A context of its own (not browser.newPage), as axe requires.
      const context = await browser.newContext({ baseURL, reducedMotion })
      const problems = await watch(context)
      await provide({ page: await context.newPage(), problems })
      await context.close()
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warm, expectedConsoleErrors }, provide) => {
    warm.problems.length = 0
    await provide(warm.page)
    expectNone(warm.problems, expectedConsoleErrors)
  },
})

export { expect }
export type { Page } from '@playwright/test'

/** axe, WCAG 2.0 and 2.1 A and AA (contrast included): the rules that failed, with where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Until the page has loaded and what runs on load has run: the browser is idle. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
}

const octet = () => Math.floor(Math.random() * 254) + 1

/** The page's requests come from an address of their own (the proxy's X-Forwarded-For): a form's rate limit is per test. */
export const fromNewAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })

/** Tab until `target` has the focus, as a keyboard user moves through the page (at most 80 stops). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let stops = 0; stops < 80; stops++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** The card of a page's form. */
export const formCard = (page: Page) => page.locator('[data-form-operation]')

/** The form in its card once the form's code runs (it says `data-form-ready`): count 1 then, 0 before. */
export const readyForm = (page: Page) => formCard(page).locator('[data-form-ready]')

/** The page's CPU slowed as Lighthouse's mobile setting slows it (4x), as a mid-range phone runs it. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Next's chunk files, which a form page runs as it loads. */
export const NEXT_CHUNKS = /\/_next\/static\/chunks\/[^?]+\.js$/

/** Holds the chunk files `picks` takes (by their code) until `release`; `held` counts those it took. */
async function holdChunks(page: Page, picks: (code: string) => boolean) {
  let release = () => {}
  let held = 0
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(NEXT_CHUNKS, async (route) => {
    const response = await route.fetch()
    const code = await response.text()
    if (picks(code)) {
      held++
      await released
    }
    await route.fulfill({ response, body: code })
  })
  return { release, held: () => held }
}

/** Holds Next's chunk files until the returned function is called: what a test does before that, it does before the form's code runs. */
export async function holdNextChunks(page: Page): Promise<() => void> {
  return (await holdChunks(page, () => true)).release
}

/**
 * Holds only the form's own chunk (the code that marks it ready): Next's scripts run and React hydrates the page,
 * waiting for it, so what a test does before `release` it does while the page is hydrating.
 */
export const holdFormChunk = (page: Page) => holdChunks(page, (code) => code.includes('data-form-ready'))

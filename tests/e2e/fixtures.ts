import { test as base, type Page } from '@playwright/test'

// Tests that only look at pages share one page per worker: its cache stays warm (scripts, styles, fonts), so a
// visit costs a navigation, not a fresh browser context. Journeys that type, submit or store keep their own page.
export const test = base.extend<object, { warmPage: Page }>({
  warmPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, reducedMotion } = workerInfo.project.use
      // A context of its own (not browser.newPage), as axe requires.
      const context = await browser.newContext({ baseURL, reducedMotion })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'

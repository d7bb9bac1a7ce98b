import { expect, readyForm, test } from './fixtures'

// Hydration ends with a render of what reads the client's value (a form's mark and button): a click or key that lands
// before then waits for that render too (docs/architecture.md). It must not render the form's fields again. Read
// through React DOM's DevTools hook, the integration by which React hands each commit to a profiler: for every commit,
// the fields React rendered with new props (a field it skipped keeps the props it had).
const WATCH_COMMITS = `
window.__renderedFields = []
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject: () => 1,
  onCommitFiberRoot(_, root) {
    const visit = (fiber) => {
      for (; fiber; fiber = fiber.sibling) {
        const field = ['input', 'select', 'textarea'].includes(fiber.type)
        if (field && fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps)
          window.__renderedFields.push(fiber.memoizedProps.name ?? fiber.type)
        visit(fiber.child)
      }
    }
    visit(root.current.child)
  },
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
}`

// `choices`: the form opens on options (the KSC check), not on text fields.
for (const { path, choices } of [
  { path: '/kontakt/' },
  { path: '/en/careers/automation-developer/' },
  { path: '/materialy/przewodnik-ksc-nis2-dla-sap/' },
  { path: '/ocena-gotowosci-ksc/', choices: true },
])
  test(`${path}: hydrating the form renders none of its fields again`, async ({ page }) => {
    await page.addInitScript(WATCH_COMMITS)
    await page.goto(path)
    await expect(readyForm(page)).toHaveCount(1)
    // Whatever React scheduled after hydration has run once the page is idle.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
    const rendered = () => page.evaluate(() => (window as unknown as { __renderedFields: string[] }).__renderedFields)
    expect(await rendered()).toEqual([])
    // The hook sees the renders that follow: a choice made on the check, the field errors of a form sent empty.
    if (choices) await page.getByRole('radio').first().check()
    else await readyForm(page).locator('button[type="submit"]').click()
    await expect.poll(async () => (await rendered()).length).toBeGreaterThan(0)
  })

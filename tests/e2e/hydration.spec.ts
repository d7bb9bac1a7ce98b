import { expect, fromNewAddress, readyForm, settled, test } from './fixtures'

// Hydration ends with a render of what reads the client's value (a form's mark and button): a click or key that lands
// before then waits for that render too (docs/architecture.md). It must not render the form's fields again, nor
// unmount them. Read through React DOM's DevTools hook, the integration by which React hands each commit to a
// profiler: for every commit, the fields React rendered with new props (a field it skips keeps the props it had) and
// those it unmounted. The fibers' fields read here (`child`, `sibling`, `alternate`, `memoizedProps`) are React's
// internals, not its API: the positive control at the end fails if they change. React swallows a hook's exceptions,
// so the hook keeps its own.
const WATCH_COMMITS = `
window.__fields = { rendered: [], unmounted: [], errors: [] }
const isField = (fiber) => ['input', 'select', 'textarea'].includes(fiber.type)
const nameOf = (fiber) => fiber.memoizedProps.name ?? fiber.type
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject: () => 1,
  onCommitFiberRoot(_, root) {
    const visit = (fiber) => {
      for (; fiber; fiber = fiber.sibling) {
        if (isField(fiber) && fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps)
          __fields.rendered.push(nameOf(fiber))
        visit(fiber.child)
      }
    }
    try {
      visit(root.current.child)
    } catch (error) {
      __fields.errors.push(String(error))
    }
  },
  onCommitFiberUnmount(_, fiber) {
    if (isField(fiber)) __fields.unmounted.push(nameOf(fiber))
  },
  onPostCommitFiberRoot() {},
}`

type Fields = { rendered: string[]; unmounted: string[]; errors: string[] }

// `choices`: the form opens on options (the KSC check), not on text fields.
for (const { path, choices } of [
  { path: '/kontakt/' },
  { path: '/en/careers/automation-developer/' },
  { path: '/materialy/przewodnik-ksc-nis2-dla-sap/' },
  { path: '/ocena-gotowosci-ksc/', choices: true },
])
  test(`${path}: hydrating the form renders none of its fields again`, async ({ page }) => {
    await fromNewAddress(page)
    await page.addInitScript(WATCH_COMMITS)
    await page.goto(path)
    await expect(readyForm(page)).toHaveCount(1)
    // Whatever React scheduled after hydration has run once the page is idle.
    await settled(page)
    const fields = () => page.evaluate(() => (window as unknown as { __fields: Fields }).__fields)
    expect(await fields()).toEqual({ rendered: [], unmounted: [], errors: [] })
    // The hook sees the renders that follow: a choice made on the check, the field errors of a form sent empty.
    if (choices) await page.getByRole('radio').first().check()
    else await readyForm(page).locator('button[type="submit"]').click()
    await expect.poll(async () => (await fields()).rendered.length).toBeGreaterThan(0)
    expect((await fields()).errors).toEqual([])
  })

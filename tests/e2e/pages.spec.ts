import { readFileSync } from 'node:fs'
import { loadContent } from '@/lib/server/domain/content/load'
import { formOf } from '@/lib/server/domain/content/rendering'
import { axeViolations, expect, formCard, readyForm, settled, test } from './fixtures'

// Read as a file: Playwright loads tests as plain ES modules, which import JSON only with an attribute.
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { brand: string }
const allDocs = loadContent()
const docs = allDocs.filter((d) => !(d.folder === 'pages' && d.data.noindex))
const pagePaths = new Set(allDocs.map((d) => d.path))

// Each visit also fails on a console error or CSP violation (fixtures.ts).
test.describe('every page in both languages', () => {
  for (const doc of docs) {
    const hasForm = formOf(doc) !== undefined
    test(`${doc.path} answers 200 with its title, language and heading, ${hasForm ? 'runs its form’s code as it loads and costs no request to the site until the form is used' : 'runs no script'}, has no axe violations, and links only to pages that exist`, async ({
      warmPage: page,
    }) => {
      const asked: string[] = []
      const onRequest = (request: { url: () => string }) =>
        void (request.url().includes('/api/') && asked.push(request.url()))
      page.on('request', onRequest)
      const response = await page.goto(doc.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(
        doc.folder === 'pages' && doc.key === 'home' ? new RegExp(site.brand) : `${doc.data.title} | ${site.brand}`,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', doc.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.data.title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(doc.path, page.url()).toString(),
      )
      await settled(page)
      const card = formCard(page)
      if (!hasForm) {
        expect(
          await page.evaluate(
            () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
          ),
        ).toBe(0)
        expect(await page.evaluate(() => document.scripts.length)).toBe(0)
      } else {
        // A view alone: the form's code runs as the page loads, and nothing is asked of the site.
        await expect(card.locator('[data-form-ready]')).toHaveCount(1)
        expect(asked).toEqual([])
      }
      expect(await axeViolations(page)).toEqual([])
      // A form asks for its session once used (the KSC check's form is its report form, shown with the result).
      const field = page.locator('[data-form-operation] form input:not([type="hidden"]):not([tabindex="-1"])').first()
      if (hasForm && (await field.count())) {
        await field.focus()
        await expect.poll(() => asked.filter((url) => url.includes('/api/forms/session/')).length).toBe(1)
      }
      page.off('request', onRequest)
      // The links written in the page's Markdown among them: each leads to a page visited here.
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      expect(hrefs.filter((href) => !/\.[a-z0-9]+$/.test(href) && !pagePaths.has(href))).toEqual([])
    })
  }
})

test('the language switch leads to the same page in the other language, and back', async ({ page }) => {
  await page.goto('/uslugi/bezpieczenstwo-sap/')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/services\/sap-security\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
    'href',
    /\/uslugi\/bezpieczenstwo-sap\/$/,
  )
  await page.getByRole('link', { name: 'Polski' }).click()
  await expect(page).toHaveURL(/\/uslugi\/bezpieczenstwo-sap\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
})

test('from a form page, whose React runs, a link to a page without a form opens it whole', async ({ page }) => {
  await page.goto('/kontakt/')
  await expect(readyForm(page)).toHaveCount(1)
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'O nas' }).click()
  await expect(page).toHaveURL(/\/o-nas\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas')
  await expect(page).toHaveTitle(/^O nas \| /)
  expect(await page.locator('main .prose p').count()).toBeGreaterThan(0)
})

// Next's static 404 cannot know the address it answers: one page, Polish first, then English in its own language.
test.describe('a page that does not exist', () => {
  const paths = ['/nie-ma-takiej-strony/', '/uslugi/nie-ma/', '/en/no-such-page/', '/en/insights/no/such/post/']
  const headings = ['Nie znaleziono strony', 'Page not found']
  // The browser logs the document's own 404 as an error; nothing else may be.
  test.use({
    expectedConsoleErrors: [new RegExp(`status of 404 \\(Not Found\\) https?://[^/]+(${paths.join('|')})$`)],
  })
  for (const path of paths) {
    test(`${path} gets the 404 page in both languages with status 404, runs no script, without axe violations`, async ({
      warmPage: page,
      request,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings)
      await expect(page.locator('article[lang="en"] h1')).toHaveText('Page not found')
      await settled(page)
      expect(await page.evaluate(() => document.scripts.length)).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      // The body is server-rendered: a client without JavaScript sees it too.
      const raw = await request.get(path)
      expect(raw.status()).toBe(404)
      for (const heading of headings) expect(await raw.text()).toContain(heading)
    })
  }
})

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/o-nas/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Przejdź do treści' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test.describe('small screens', () => {
  for (const path of [
    '/',
    '/en/services/sap-security/',
    '/kontakt/',
    '/kariera/inzynier-sap-basis/',
    '/blog/nowelizacja-ksc-a-systemy-sap/',
  ]) {
    test(`${path} fits 320 px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('content pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('read fully: navigation, heading and body are in the HTML', async ({ page }) => {
    await page.goto('/en/insights/amended-ksc-act-and-sap/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.locator('.prose p').count()).toBeGreaterThan(3)
  })
})

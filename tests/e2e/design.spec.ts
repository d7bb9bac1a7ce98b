import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// What the design promises a visitor: the two main actions in view on arrival, a dark scheme that keeps its
// contrast, and articles that print without the site around them.

const mainActions = {
  '/': ['Rozpocznij ocenę', 'Napisz do nas'],
  '/en/': ['Start the check', 'Get in touch'],
}

for (const width of [375, 1280]) {
  for (const [path, labels] of Object.entries(mainActions)) {
    test(`${path} at ${width} px shows its promise and both main actions above the fold`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 667 : 720 })
      await page.goto(path)
      const hero = page.locator('.hero')
      await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 })
      for (const label of labels) await expect(hero.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 })
    })
  }
}

// A job offer and a material: the way to the form in reach, beside the text on a wide screen and kept in view
// while the text scrolls (a job offer's), one action near the top on a phone that takes the visitor there.
const formPages = [
  { path: '/kariera/inzynier-sap-basis/', action: 'Aplikuj', form: 'Aplikuj na to stanowisko', card: true },
  { path: '/en/careers/sap-basis-engineer/', action: 'Apply', form: 'Apply for this position', card: true },
  { path: '/materialy/przewodnik-ksc-nis2-dla-sap/', action: 'Pobierz PDF', form: 'Pobierz PDF', card: false },
  { path: '/en/materials/ksc-nis2-guide-for-sap/', action: 'Get the PDF', form: 'Get the PDF', card: false },
]
for (const { path, action, form, card } of formPages) {
  test(`${path}: at 1280 px ${card ? 'a card leading to the form is beside the text and stays in view' : 'the form is beside the text'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto(path)
    const prose = page.locator('main .prose').first()
    const beside = card ? page.locator('main aside.aside-card') : page.locator('#form')
    await expect(beside).toBeInViewport()
    const [text, side] = await Promise.all([prose.boundingBox(), beside.boundingBox()])
    expect(side!.x).toBeGreaterThan(text!.x + text!.width)
    if (!card) return
    await page.mouse.wheel(0, 1500)
    await expect(beside).toBeInViewport()
    await beside.getByRole('link', { name: action, exact: true }).click()
    await expect(page.getByRole('heading', { name: form, exact: true })).toBeInViewport()
  })

  test(`${path}: at 375 px one action near the top takes the visitor to the form`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(path)
    const link = page.getByRole('link', { name: action, exact: true })
    await expect(link).toBeInViewport({ ratio: 1 })
    await link.click()
    await expect(page.getByRole('heading', { name: form, exact: true })).toBeInViewport()
  })
}

test.describe('in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' })
  for (const path of [
    '/',
    '/en/services/sap-security/',
    '/o-nas/',
    '/en/insights/',
    '/kontakt/',
    '/en/ksc-readiness-check/',
  ]) {
    test(`${path} has a dark background and no axe violations, contrast included`, async ({ page }) => {
      await page.goto(path)
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
      expect(background).toBe('rgb(13, 22, 32)')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})

test('an article prints without navigation, footer or actions, and writes out where its links lead', async ({
  page,
}) => {
  await page.goto('/en/services/sap-security/')
  await page.emulateMedia({ media: 'print' })
  for (const part of [
    page.getByRole('navigation', { name: 'Main navigation' }),
    page.locator('footer'),
    page.locator('.cta'),
  ])
    await expect(part).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const link = page.locator('.prose a[href="/en/contact/"]').first()
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('" (/en/contact/)"')
})

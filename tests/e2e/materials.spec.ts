import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { axeViolations, expect, fromNewAddress, readyForm, settled, test } from './fixtures'
import { errorTable } from '@/lib/shared/contracts/errors'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import { setFakeMode } from '../support/fakes'
import { testEnv } from '../support/test-env'
import { mailTo } from './mail'
import { stack } from './stack'

// One request per language, in Chromium: the page shows what the PDF holds, the form sends, the mail arrives in
// the fake Resend, and its link downloads the very file under private/. All browser requests share one address
// and the request limit is 5 per 15 minutes: this file sends four.

const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'private', 'materials.json'), 'utf8')) as Record<
  string,
  Record<'pl' | 'en', { file: string; pages: number; contents: { title: string; page: number }[] }>
>

const journeys = [
  {
    lang: 'pl' as const,
    id: 'sap-security-report-2026',
    path: '/materialy/raport-bezpieczenstwa-sap-2026/',
    labels: {
      name: 'Imię i nazwisko',
      email: 'E-mail służbowy',
      company: 'Firma',
      consent: /Proszę o przesłanie linku/,
      submit: 'Wyślij mi link',
    },
    pages: (n: number) => `${n} stron, PDF`,
    thanks: 'Gotowe! Link do pobrania wysłaliśmy',
    fileName: 'Raport bezpieczeństwa SAP 2026.pdf',
  },
  {
    lang: 'en' as const,
    id: 'ksc-nis2-sap-guide',
    path: '/en/materials/ksc-nis2-guide-for-sap/',
    labels: {
      name: 'Full name',
      email: 'Work e-mail',
      company: 'Company',
      consent: /Please send a download link/,
      submit: 'Send me the link',
    },
    pages: (n: number) => `${n} pages, PDF`,
    thanks: 'Done! We have e-mailed you the download link.',
    fileName: 'KSC and NIS2 guide for SAP systems.pdf',
  },
]

for (const journey of journeys) {
  test(`${journey.lang}: a reader asks for ${journey.id} and downloads the same PDF from the mailed link`, async ({
    page,
  }) => {
    const edition = manifest[journey.id]![journey.lang]
    const email = `reader.${journey.lang}.${Date.now()}@example.com`
    await fromNewAddress(page)
    await page.goto(journey.path)
    await expect(page.getByText(journey.pages(edition.pages))).toBeVisible()
    await expect(page.getByRole('img', { name: /Okładka|Cover/ })).toBeVisible()
    for (const { title } of edition.contents)
      await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()

    await page.getByLabel(journey.labels.name).fill('Zofia Żak')
    await page.getByLabel(journey.labels.email).fill(email)
    await page.getByLabel(journey.labels.company).fill('Energa Północ S.A.')
    await page.getByLabel(journey.labels.consent).check()
    await page.getByRole('button', { name: journey.labels.submit }).click()
    await expect(page.getByRole('status')).toContainText(journey.thanks)
    expect(await axeViolations(page)).toEqual([])

    const mail = await mailTo(email)
    const link = /href="([^"]*\/api\/materials\/download\/[^"]*)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&')

    const downloading = page.waitForEvent('download')
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      document.body.append(a)
      a.click()
    }, link)
    const download = await downloading
    expect(download.suggestedFilename()).toBe(journey.fileName)
    const bytes = readFileSync((await download.path())!)
    expect(bytes.equals(readFileSync(path.join(process.cwd(), 'private', edition.file)))).toBe(true)
  })
}

/** A link as the mail carries it (base64url JSON, a dot, its HMAC under the test site's key), expiring in `inMs`. */
function link(material: string, lang: 'pl' | 'en', inMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ material, recipient: 'reader@example.com', lang, expiry: Date.now() + inMs }),
  ).toString('base64url')
  const signature = createHmac('sha256', testEnv.signingSecret).update(payload).digest('base64url')
  return `/api/materials/download/?token=${payload}.${signature}`
}

const badLinks = [
  {
    lang: 'en' as const,
    what: 'an expired link',
    href: link('sod-analysis', 'en', -60_000),
    notice: 'This download link has expired',
    heading: 'SoD conflict analysis in SAP',
  },
  {
    lang: 'pl' as const,
    what: 'an altered link',
    href: link('ksc-nis2-sap-guide', 'pl', 60_000).slice(0, -2),
    notice: 'Ten link do pobrania jest niepoprawny',
    heading: 'Przewodnik KSC i NIS2 dla systemów SAP',
  },
]

test.describe('a download link that cannot be served', () => {
  // The browser logs the document's own 400 as an error; nothing else may be.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/api\/materials\/download\/\?token=\S+$/] })
  for (const bad of badLinks) {
    test(`${bad.lang}: ${bad.what} opens the material's page saying what happened, with the form; accessible, fits 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      const response = await page.goto(bad.href)
      expect(response?.status()).toBe(400)
      await expect(page.locator('html')).toHaveAttribute('lang', bad.lang)
      await expect(page.getByRole('alert').filter({ hasText: bad.notice })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bad.heading)
      await expect(
        page.getByRole('button', { name: bad.lang === 'pl' ? 'Wyślij mi link' : 'Send me the link' }),
      ).toBeVisible()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0)
      expect(await axeViolations(page)).toEqual([])
      // Once React has hydrated the page, the notice stays, and so does what is typed (had React rendered the page
      // again over a mismatch, the notice would be gone, and the console would say so).
      await expect(readyForm(page)).toHaveCount(1)
      const name = page.getByLabel(bad.lang === 'pl' ? 'Imię i nazwisko' : 'Full name')
      await name.fill('Ewa Kowalczyk')
      await expect(name).toHaveValue('Ewa Kowalczyk')
      await expect(page.getByRole('alert').filter({ hasText: bad.notice })).toBeVisible()
    })
  }
})

test.describe('a download link to a material no longer offered', () => {
  test.use({ expectedConsoleErrors: [/status of 404 .*\/api\/materials\/download\/\?token=\S+$/] })
  test('en: opens the list of materials saying so, a static page that runs no script; accessible', async ({ page }) => {
    const response = await page.goto(link('old-guide-2019', 'en', 60_000))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('alert').filter({ hasText: 'We no longer offer this material' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materials')
    await expect(page.getByRole('link', { name: /SoD conflict analysis in SAP/ }).first()).toBeVisible()
    await settled(page)
    expect(await page.evaluate(() => document.scripts.length)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('when mail is down', () => {
  test.use({ expectedConsoleErrors: [/status of 503 .*\/api\/materials\/request\/$/] })
  for (const { lang, path, labels, thanks } of journeys) {
    test(`${lang}: empty fields are pointed at, axe finds nothing; when mail is down the reader is told, keeps what they typed, and can send again`, async ({
      page,
    }) => {
      const email = `reader.retry.${lang}.${Date.now()}@example.com`
      await fromNewAddress(page)
      await page.goto(path)
      await page.getByLabel(labels.company).fill('Energa Północ S.A.')
      await page.getByRole('button', { name: labels.submit }).click()
      await expect(page.getByLabel(labels.name)).toBeFocused()
      await expect(page.getByLabel(labels.name)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel(labels.name)).toHaveAccessibleDescription(fieldMessage('required', lang))
      await expect(page.getByText(fieldMessage('consent_required', lang))).toBeVisible()
      await expect(page.getByLabel(labels.company)).toHaveValue('Energa Północ S.A.')
      expect(await axeViolations(page)).toEqual([])

      await page.getByLabel(labels.name).fill('Zofia Żak')
      await page.getByLabel(labels.email).fill(email)
      await page.getByLabel(labels.consent).check()
      await setFakeMode(stack().resend, { fail: 500, failFor: email })
      await page.getByRole('button', { name: labels.submit }).click()
      await expect(page.getByRole('status')).toContainText(errorTable.service_unavailable[lang])
      await expect(page.getByLabel(labels.company)).toHaveValue('Energa Północ S.A.')

      await setFakeMode(stack().resend, { failFor: email })
      // The spent challenge token and marker are renewed in place; until they arrive the button is disabled.
      await page.getByRole('button', { name: labels.submit }).click()
      await expect(page.getByRole('status')).toContainText(thanks)
      await mailTo(email)
    })
  }
})

import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyCopy } from '@/components/forms/apply-copy'
import { contactCopy } from '@/components/forms/contact-copy'
import { CV_MAX_BYTES_ON_VERCEL } from '@/lib/shared/contracts/cv-file'
import { consentTexts } from '@/lib/shared/i18n/consents'
import { chromiumPath } from '../support/chromium'
import { pdfFile } from '../support/cv-files'
import { serveTurnstileClient } from '../support/fake-turnstile-client'
import { fakeState } from '../support/fakes'
import { newIp, vercel } from './helpers'

// A visitor in Chromium on the deployment: the form pages run under the policies the platform sends, Turnstile's
// widget comes from its own origin (its script answered by the stand-in of fake-turnstile-client.ts).

const executablePath = chromiumPath()
let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
      '--no-sandbox',
    ],
  })
})
afterAll(() => browser?.close())

/** A page from its own address, with the stand-in for Turnstile; what it reports as an error is collected. */
async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: vercel.url,
    extraHTTPHeaders: { 'x-test-client-ip': newIp() },
    reducedMotion: 'reduce',
  })
  await serveTurnstileClient(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

describe('a visitor on Vercel', () => {
  it('sends the contact form: its scripts run under the page’s policies, the widget loads, the enquiry arrives', async () => {
    const { page, errors } = await visitor()
    const t = contactCopy.pl
    await page.goto('/kontakt/')
    const email = `browser.${Date.now()}@example.com`
    await page.getByLabel(t.firstName).fill('Marta')
    await page.getByLabel(t.lastName).fill('Wiśniewska')
    await page.getByLabel(t.email).fill(email)
    await page.getByLabel(t.company).fill('Wodociągi Miejskie')
    await page.getByLabel(t.area).selectOption('sap')
    await page.getByLabel(consentTexts.contact.pl.slice(0, 40)).check()
    await page.getByRole('button', { name: t.submit }).click()
    await expect.poll(() => page.getByText(t.success).isVisible(), { timeout: 60_000 }).toBe(true)
    await expect
      .poll(async () =>
        (await fakeState<{ emails: { reply_to?: string }[] }>(vercel.resend)).emails.some((m) => m.reply_to === email),
      )
      .toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('is told before sending that a CV over 4 MB is too large there, in the page’s language', async () => {
    const { page, errors } = await visitor()
    let sent = 0
    page.on('request', (request) => request.url().includes('/api/apply/') && (sent += 1))
    await page.goto('/kariera/inzynier-sap-basis/')
    const cv = page.getByLabel(/^CV/)
    await cv.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfFile('Marta', CV_MAX_BYTES_ON_VERCEL)),
    })
    await page.getByRole('button', { name: applyCopy.pl.submit }).click()
    // A ceiling, as above: the form loads its checks on first use, which the busy stage of `npm test` once took over
    // the 5 s default for.
    await expect
      .poll(() => page.getByText(applyCopy.pl.cvTooLarge(CV_MAX_BYTES_ON_VERCEL)).isVisible(), { timeout: 30_000 })
      .toBe(true)
    expect(await cv.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

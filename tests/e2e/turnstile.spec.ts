import { contactCopy } from '@/components/forms/contact-copy'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import { submitContactForm } from '@/lib/shared/contracts/operations'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { serveTurnstileClient } from '../support/fake-turnstile-client'
import { fakeServicesEnv, fakeState } from '../support/fakes'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { expect, fromNewAddress, test, type Page } from './fixtures'
import { stack } from './stack'

// The contact form on a site in Turnstile mode (the rest of the e2e site uses the embedded challenge): a second
// `next start` of the test build, on the run's fakes. Turnstile's script is the stand-in of fake-turnstile-client.ts,
// loaded under the policies the page sends (the fixture fails a test on any CSP violation).

// One worker runs this file's tests in turn: one extra server, not one per worker.
test.describe.configure({ mode: 'default' })

let site: ExtraSite
test.beforeAll(async () => {
  site = await startExtraSite({ ...fakeServicesEnv(stack()), FORM_MIN_FILL_MS: '0' })
})
test.afterAll(() => site?.stop())

const paths: Record<Lang, string> = { pl: '/kontakt/', en: '/en/contact/' }

async function fillContact(page: Page, lang: Lang, email: string) {
  const t = contactCopy[lang]
  await page.getByLabel(t.firstName).fill('Marta')
  await page.getByLabel(t.lastName).fill('Wiśniewska')
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.company).fill('Wodociągi Miejskie Sp. z o.o.')
  await page.getByLabel(t.area).selectOption('sap')
  await page.getByLabel(consentTexts.contact[lang].slice(0, 40)).check()
}

/** The response field Turnstile's widget puts in its container: present once the widget has rendered. */
const widgetField = (page: Page, lang: Lang) =>
  page.getByRole('group', { name: contactCopy[lang].challenge }).locator(`input[name="${GUARD_FIELDS.challenge}"]`)

for (const lang of ['pl', 'en'] as const) {
  const t = contactCopy[lang]

  test(`${lang}: Turnstile's widget renders in the form, siteverify gets its token for the form's action, the enquiry arrives`, async ({
    page,
  }) => {
    await serveTurnstileClient(page)
    await fromNewAddress(page)
    const email = `turnstile.${lang}.${Date.now()}@example.com`
    await page.goto(site.url + paths[lang])
    await fillContact(page, lang, email)
    const field = widgetField(page, lang)
    await expect(field).toHaveValue(new RegExp(`^pass:${submitContactForm.id}:`))
    const token = await field.inputValue()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status')).toContainText(t.success)
    const verified = await fakeState<{ calls: { response: string }[] }>(stack().turnstile)
    expect(verified.calls.filter((c) => c.response === token)).toHaveLength(1)
    const mail = await fakeState<{ emails: { reply_to?: string }[] }>(stack().resend)
    expect(mail.emails.filter((m) => m.reply_to === email)).toHaveLength(1)
  })

  test(`${lang}: when the widget fails its challenge the form says so in the page's language, keeps what was typed, sends nothing`, async ({
    page,
  }) => {
    await serveTurnstileClient(page, 'fail')
    await fromNewAddress(page)
    let sent = 0
    page.on('request', (r) => r.url().endsWith(OPERATION_PATHS.submitContactForm) && (sent += 1))
    const email = `turnstile.failed.${lang}.${Date.now()}@example.com`
    await page.goto(site.url + paths[lang])
    await fillContact(page, lang, email)
    await expect(widgetField(page, lang)).toBeAttached()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status')).toContainText(t.challengeFailed)
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled()
    await expect(page.getByLabel(t.email)).toHaveValue(email)
    await expect(page.getByLabel(t.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
    expect(sent).toBe(0)
  })
}

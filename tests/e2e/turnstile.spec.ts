import { applyCopy } from '@/components/forms/apply-copy'
import { contactCopy } from '@/components/forms/contact-copy'
import { formCopy } from '@/components/forms/form-copy'
import { materialCopy } from '@/components/forms/material-copy'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import { errorTable } from '@/lib/shared/contracts/errors'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import { requestGatedMaterial, submitContactForm, submitJobApplication } from '@/lib/shared/contracts/operations'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { FormOperationId } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { pdfFile } from '../support/cv-files'
import { serveTurnstileClient } from '../support/fake-turnstile-client'
import { fakeServicesEnv, fakeState } from '../support/fakes'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { expect, fromNewAddress, test, type Page } from './fixtures'
import { fillContact } from './contact-form'
import { mailsWhere, mailTo } from './mail'
import { stack } from './stack'

// The site's forms on a site in Turnstile mode (the rest of the e2e site uses the embedded challenge): a second
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

/** The contact form filled, its required consent given. */
async function fillContactConsenting(page: Page, lang: Lang, email: string) {
  await fillContact(page, lang, email)
  await page.getByLabel(consentTexts.contact[lang].slice(0, 40)).check()
}

/** The response field Turnstile's widget puts in its container: present once the widget has rendered. */
const widgetField = (page: Page, lang: Lang) =>
  page.getByRole('group', { name: formCopy[lang].challenge }).locator(`input[name="${GUARD_FIELDS.challenge}"]`)

/** The calls the fake siteverify got with this token. */
async function verifiedTimes(token: string): Promise<number> {
  const verified = await fakeState<{ calls: { response: string }[] }>(stack().turnstile)
  return verified.calls.filter((c) => c.response === token).length
}

/** The token the widget put in the form once it has one, `<outcome>:<the form's action>:…`. */
async function widgetToken(page: Page, lang: Lang, outcome: 'pass' | 'refused', action: string): Promise<string> {
  const field = widgetField(page, lang)
  await expect(field).toHaveValue(new RegExp(`^${outcome}:${action}:`))
  return field.inputValue()
}

/** Sends the form with its widget's passing token: the page says it arrived, and siteverify took that token once. */
async function sendPassing(page: Page, lang: Lang, action: string, words: { submit: string; success: string }) {
  const token = await widgetToken(page, lang, 'pass', action)
  await page.getByRole('button', { name: words.submit }).click()
  await expect(page.getByRole('status')).toContainText(words.success)
  expect(await verifiedTimes(token)).toBe(1)
}

/** Sends the form with its widget's refused token: 400 verification_failed in the page's language, verified once. */
async function sendRefused(page: Page, lang: Lang, operation: FormOperationId, submit: string) {
  const token = await widgetToken(page, lang, 'refused', operation)
  const answer = page.waitForResponse((r) => r.url().endsWith(OPERATION_PATHS[operation]))
  await page.getByRole('button', { name: submit }).click()
  expect((await answer).status()).toBe(400)
  expect((await (await answer).json()).code).toBe('verification_failed')
  await expect(page.getByRole('status')).toContainText(errorTable.verification_failed[lang])
  expect(await verifiedTimes(token)).toBe(1)
}

for (const lang of ['pl', 'en'] as const) {
  const t = contactCopy[lang]

  test(`${lang}: Turnstile's widget renders in the form, siteverify gets its token for the form's action, the enquiry arrives`, async ({
    page,
  }) => {
    await serveTurnstileClient(page)
    await fromNewAddress(page)
    const email = `turnstile.${lang}.${Date.now()}@example.com`
    await page.goto(site.url + paths[lang])
    await fillContactConsenting(page, lang, email)
    await sendPassing(page, lang, submitContactForm.id, t)
    expect(await mailsWhere((m) => m.reply_to === email)).toHaveLength(1)
  })

  test(`${lang}: when the widget fails its challenge the form says so in the page's language, keeps what was typed, sends nothing; a new widget's token then passes`, async ({
    page,
  }) => {
    await serveTurnstileClient(page, 'fail', 'pass')
    await fromNewAddress(page)
    let sent = 0
    page.on('request', (r) => r.url().endsWith(OPERATION_PATHS.submitContactForm) && (sent += 1))
    const email = `turnstile.failed.${lang}.${Date.now()}@example.com`
    await page.goto(site.url + paths[lang])
    await fillContactConsenting(page, lang, email)
    await expect(widgetField(page, lang)).toBeAttached()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status')).toContainText(t.challengeFailed)
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled()
    await expect(page.getByLabel(t.email)).toHaveValue(email)
    await expect(page.getByLabel(t.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
    expect(sent).toBe(0)

    await sendPassing(page, lang, submitContactForm.id, t)
    expect(await mailsWhere((m) => m.reply_to === email)).toHaveLength(1)
  })
}

test.describe('a token siteverify refuses', () => {
  // The browser logs the form's 400 as an error; nothing else may be.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/api\/contact\/$/] })
  test("en: the server's verification failure in the page's language, what was typed kept; a new widget's token then passes", async ({
    page,
  }) => {
    const t = contactCopy.en
    await serveTurnstileClient(page, 'refused', 'pass')
    await fromNewAddress(page)
    const email = `turnstile.refused.${Date.now()}@example.com`
    await page.goto(site.url + paths.en)
    await fillContactConsenting(page, 'en', email)
    await sendRefused(page, 'en', submitContactForm.id, t.submit)
    await expect(page.getByLabel(t.email)).toHaveValue(email)
    await expect(page.getByLabel(t.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
    await expect(page.getByLabel(consentTexts.contact.en.slice(0, 40))).toBeChecked()

    await sendPassing(page, 'en', submitContactForm.id, t)
    expect(await mailsWhere((m) => m.reply_to === email)).toHaveLength(1)
  })
})

const offer = loadContent().find(
  (d): d is Doc<'jobs'> => d.folder === 'jobs' && d.lang === 'pl' && d.key === 'sap-basis-engineer',
)!

test.describe('a job application', () => {
  // The browser logs the refused application's 400 as an error; nothing else may be.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/api\/apply\/$/] })
  test("pl: sent as multipart with its CV, a refused token is answered 400 and nothing is lost; the next widget's token carries it, the CV arrives", async ({
    page,
  }) => {
    const t = applyCopy.pl
    await serveTurnstileClient(page, 'refused', 'pass')
    await fromNewAddress(page)
    const email = `turnstile.apply.${Date.now()}@example.com`
    const cv = pdfFile('Marta Wiśniewska')
    await page.goto(site.url + offer.path)
    // Each label begins with its field's name (and says whether it is required).
    await page.getByLabel(new RegExp(`^${t.firstName}`)).fill('Marta')
    await page.getByLabel(new RegExp(`^${t.lastName}`)).fill('Wiśniewska')
    await page.getByLabel(new RegExp(`^${t.email}`)).fill(email)
    for (const question of offer.data.questions) await page.getByLabel(question).fill('Patch day co miesiąc.')
    const cvField = page.getByLabel(new RegExp(`^${t.cv}`))
    await cvField.setInputFiles({ name: 'Życiorys.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv) })
    await page.getByLabel(consentTexts.apply.pl.slice(0, 40)).check()

    await sendRefused(page, 'pl', submitJobApplication.id, t.submit)
    await expect(page.getByLabel(new RegExp(`^${t.email}`))).toHaveValue(email)
    expect(await cvField.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('Życiorys.pdf')

    await sendPassing(page, 'pl', submitJobApplication.id, t)
    const mails = await mailsWhere((m) => m.reply_to === email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.attachments?.map((a) => a.filename)).toEqual(['CV-Wisniewska-Marta.pdf'])
    expect(new Uint8Array(Buffer.from(mails[0]!.attachments![0]!.content, 'base64'))).toEqual(new Uint8Array(cv))
  })
})

test("en: a material requested carries the widget's token for its action; the link is mailed", async ({ page }) => {
  const t = materialCopy.en
  await serveTurnstileClient(page)
  await fromNewAddress(page)
  const email = `turnstile.material.${Date.now()}@example.com`
  await page.goto(site.url + '/en/materials/ksc-nis2-guide-for-sap/')
  await page.getByLabel(t.fullName).fill('Zofia Żak')
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.company).fill('Energa Północ S.A.')
  await page.getByLabel(consentTexts.material.en.slice(0, 40)).check()
  await sendPassing(page, 'en', requestGatedMaterial.id, t)
  expect((await mailTo(email)).html).toMatch(/\/api\/materials\/download\/\?token=/)
})

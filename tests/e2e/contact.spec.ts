import { expect, test, type Page } from './fixtures'
import { fakeState, setFakeMode } from '../support/fakes'
import { stack } from './stack'

// All browser requests share one address (127.0.0.1), and the contact limit is 5 per 10 minutes:
// these tests run in order and send four requests in all.
test.describe.configure({ mode: 'serial' })

interface Email {
  to: string[]
  reply_to?: string
  html: string
  subject: string
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Imię').fill('Marta')
  await page.getByLabel('Nazwisko').fill('Wiśniewska')
  await page.getByLabel('E-mail służbowy').fill(email)
  await page.getByLabel('Firma').fill('Wodociągi Miejskie Sp. z o.o.')
  await page.getByLabel('Czego dotyczy zapytanie?').selectOption('sap')
  await page.getByLabel('Wiadomość').fill('Chcemy przejrzeć role z SAP_ALL przed audytem KSC.')
}

test('an empty form points at each missing field and sends nothing', async ({ page }) => {
  let sent = 0
  page.on('request', (r) => r.url().includes('/api/contact/') && (sent += 1))
  await page.goto('/kontakt/')
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByLabel('Imię')).toBeFocused()
  await expect(page.getByLabel('Imię')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('E-mail służbowy')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Ta zgoda jest wymagana.')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Popraw pola w formularzu')
  expect(sent).toBe(0)
})

test('a visitor sends an enquiry: the mail reaches the fake Resend and the lead the fake CRM', async ({ page }) => {
  const email = `marta.${Date.now()}@example.com`
  await page.goto('/kontakt/')
  await fillContact(page, email)
  await page.getByLabel(/Wyrażam zgodę na przetwarzanie/).check()
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByRole('status')).toContainText('Dziękujemy! Wiadomość dotarła do nas.')
  await expect(page.getByRole('status')).toBeFocused()

  const { emails } = await fakeState<{ emails: Email[] }>(stack().resend)
  const toSales = emails.find((e) => e.reply_to === email)
  expect(toSales?.to).toEqual(['kontakt@bastion-consulting.pl'])
  expect(toSales?.html).toContain('Wodociągi Miejskie Sp. z o.o.')
  expect(toSales?.html).toContain('SAP_ALL')
  await expect
    .poll(async () => (await fakeState<{ contacts: { properties: { email: string } }[] }>(stack().hubspot)).contacts.map((c) => c.properties.email))
    .toContain(email)
})

test('when mail is down the visitor is told, keeps what they typed, and can send again', async ({ page }) => {
  const email = `marta.retry.${Date.now()}@example.com`
  await page.goto('/kontakt/')
  await fillContact(page, email)
  await page.getByLabel(/Wyrażam zgodę na przetwarzanie/).check()
  // Mail fails for this visitor only, so that tests running beside this one are not affected.
  await setFakeMode(stack().resend, { fail: 500, failFor: email })
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByRole('status')).toContainText('Nie udało się teraz przyjąć zgłoszenia')
  await expect(page.getByLabel('Firma')).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
  await expect(page.getByLabel('Wiadomość')).toHaveValue('Chcemy przejrzeć role z SAP_ALL przed audytem KSC.')

  await setFakeMode(stack().resend, { failFor: email })
  // The spent challenge token and marker are renewed in place; until they arrive the button is disabled.
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByRole('status')).toContainText('Dziękujemy!')
  const { emails } = await fakeState<{ emails: Email[] }>(stack().resend)
  expect(emails.some((e) => e.reply_to === email)).toBe(true)
})

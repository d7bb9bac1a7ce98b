import { contactCopy } from '@/components/forms/contact-copy'
import { formCopy } from '@/components/forms/form-copy'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import { areaLabels } from '@/lib/shared/i18n/areas'
import { consentTexts } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import { fakeState, setFakeMode } from '../support/fakes'
import {
  axeViolations,
  expect,
  fromNewAddress,
  holdFormChunk,
  holdNextChunks,
  NEXT_CHUNKS,
  readyForm,
  settled,
  slowCpu,
  tabTo,
  test,
  type Page,
} from './fixtures'
import { contactMessage as message, fillContact } from './contact-form'
import { mailFrom } from './mail'
import { stack } from './stack'

// The contact form in each language, from its own address each (the limit is 5 per 10 minutes per address).

const paths: Record<Lang, string> = { pl: '/kontakt/', en: '/en/contact/' }
const consent = (lang: Lang) => consentTexts.contact[lang].slice(0, 40)

/** `early`: return once the document is parsed, not loaded (the load event waits for the scripts). */
async function openContact(page: Page, lang: Lang, { early = false } = {}) {
  await fromNewAddress(page)
  await page.goto(paths[lang], early ? { waitUntil: 'domcontentloaded' } : {})
}

for (const lang of ['pl', 'en'] as const) {
  const t = contactCopy[lang]

  test(`${lang}: an empty form points at each missing field and sends nothing`, async ({ page }) => {
    let sent = 0
    page.on('request', (r) => r.url().includes('/api/contact/') && (sent += 1))
    await openContact(page, lang)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByLabel(t.firstName)).toBeFocused()
    await expect(page.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(t.email)).toHaveAccessibleDescription(fieldMessage('required', lang))
    await expect(page.getByText(fieldMessage('consent_required', lang))).toBeVisible()
    await expect(page.getByRole('status')).toContainText(
      t.fixErrors(await page.locator('[aria-invalid="true"]').count()),
    )
    expect(sent).toBe(0)
  })

  test(`${lang}: a wrong e-mail address is pointed at, what was typed stays, axe finds nothing`, async ({ page }) => {
    await openContact(page, lang)
    await fillContact(page, lang, 'marta.wisniewska@')
    await page.getByLabel(consent(lang)).check()
    await page.getByRole('button', { name: t.submit }).click()
    const email = page.getByLabel(t.email)
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(fieldMessage('invalid_email', lang))
    await expect(email).toHaveValue('marta.wisniewska@')
    await expect(page.getByLabel(t.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
    await expect(page.getByLabel(t.message)).toHaveValue(message)
    expect(await axeViolations(page)).toEqual([])
  })

  test(`${lang}: a visitor sends an enquiry with the keyboard alone; the mail reaches the fake Resend and the lead the fake CRM`, async ({
    page,
  }) => {
    const address = `marta.${lang}.${Date.now()}@example.com`
    await openContact(page, lang)
    await tabTo(page, page.getByLabel(t.firstName))
    await page.keyboard.type('Marta')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Wiśniewska')
    await tabTo(page, page.getByLabel(t.email))
    await page.keyboard.type(address)
    await tabTo(page, page.getByLabel(t.company))
    await page.keyboard.type('Wodociągi Miejskie Sp. z o.o.')
    // A closed select takes the typed start of an option's name.
    await tabTo(page, page.getByLabel(t.area))
    await page.keyboard.type(areaLabels[lang].sap.slice(0, 5))
    await expect(page.getByLabel(t.area)).toHaveValue('sap')
    await tabTo(page, page.getByLabel(t.message))
    await page.keyboard.type(message)
    await tabTo(page, page.getByLabel(consent(lang)))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: t.submit }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText(t.success)
    await expect(page.getByRole('status')).toBeFocused()
    expect(await axeViolations(page)).toEqual([])

    const mail = await mailFrom(address)
    expect(mail.to).toEqual(['kontakt@bastion-consulting.pl'])
    expect(mail.html).toContain('Wodociągi Miejskie Sp. z o.o.')
    expect(mail.html).toContain('SAP_ALL')
    await expect
      .poll(async () =>
        (await fakeState<{ contacts: { properties: { email: string } }[] }>(stack().hubspot)).contacts.map(
          (c) => c.properties.email,
        ),
      )
      .toContain(address)
  })
}

/** Once the form's code runs: what fillContact typed and the consent ticked are there, and sent, the enquiry goes out. */
async function expectKeptAndSent(page: Page, email: string) {
  const t = contactCopy.pl
  await expect(readyForm(page)).toHaveCount(1)
  await expect(page.getByText(formCopy.pl.loading)).toHaveCount(0)
  await expect(page.getByLabel(t.firstName)).toHaveValue('Marta')
  await expect(page.getByLabel(t.email)).toHaveValue(email)
  await expect(page.getByLabel(t.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
  await expect(page.getByLabel(t.area)).toHaveValue('sap')
  await expect(page.getByLabel(t.message)).toHaveValue(message)
  await expect(page.getByLabel(consent('pl'))).toBeChecked()
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('status')).toContainText(t.success)
  expect((await mailFrom(email)).html).toContain('Wodociągi Miejskie')
}

test('what a visitor types before the form’s code runs stays, the button waits for the code, and the enquiry goes out', async ({
  page,
}) => {
  // All the visitor does below happens before the form's code runs: React leaves what the browser did as it finds it.
  // On a phone's CPU, where hydrating takes longest.
  await slowCpu(page)
  const release = await holdNextChunks(page)
  const email = `early.${Date.now()}@example.com`
  await openContact(page, 'pl', { early: true })
  await fillContact(page, 'pl', email)
  await page.getByLabel(consent('pl')).check()
  await expect(page.getByRole('button', { name: contactCopy.pl.submit })).toBeDisabled()
  await expect(page.getByText(formCopy.pl.loading)).toBeVisible()
  await expect(readyForm(page)).toHaveCount(0)
  release()
  await expectKeptAndSent(page, email)
})

test('what a visitor types while React hydrates the page, the form’s code still on its way, stays and goes out', async ({
  page,
}) => {
  // Next's scripts run and React hydrates the page, waiting for the form's chunk; keys reach React meanwhile.
  await slowCpu(page)
  const formChunk = await holdFormChunk(page)
  const email = `hydrating.${Date.now()}@example.com`
  await openContact(page, 'pl', { early: true })
  // React has taken the document to hydrate: it marks its root's container so (React's internals, not its API; a
  // rename fails the wait).
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))
  await fillContact(page, 'pl', email, { keys: true })
  await page.getByLabel(consent('pl')).check()
  expect(formChunk.held()).toBe(1)
  await expect(readyForm(page)).toHaveCount(0)
  formChunk.release()
  await expectKeptAndSent(page, email)
})

test('what a visitor typed before the form’s code ran is kept as the draft once it runs, and is back after a reload', async ({
  page,
}) => {
  const t = contactCopy.pl
  const release = await holdNextChunks(page)
  await openContact(page, 'pl', { early: true })
  await fillContact(page, 'pl', 'typed.early@example.com')
  release()
  await expect(readyForm(page)).toHaveCount(1)
  await page.reload()
  await expect(readyForm(page)).toHaveCount(1)
  await expect(page.getByLabel(t.firstName)).toHaveValue('Marta')
  await expect(page.getByLabel(t.email)).toHaveValue('typed.early@example.com')
  await expect(page.getByLabel(t.area)).toHaveValue('sap')
  await expect(page.getByLabel(t.message)).toHaveValue(message)
})

test('a page view asks the site for nothing: the form asks for its session when it is first used', async ({ page }) => {
  const sessions: string[] = []
  page.on('request', (r) => r.url().includes('/api/forms/session/') && sessions.push(r.method()))
  await openContact(page, 'pl')
  await expect(readyForm(page)).toHaveCount(1)
  await settled(page)
  expect(sessions).toEqual([])
  // Asked after the frame the focus draws, not in the focus's own task: the page logs which comes first.
  await page.evaluate(() => {
    const order: string[] = ((window as unknown as { order: string[] }).order = [])
    const fetch = window.fetch
    window.fetch = (input, init) => {
      if (String(input).includes('/api/forms/session/')) order.push('request')
      return fetch(input, init)
    }
    document.addEventListener('focusin', () => requestAnimationFrame(() => order.push('frame')), { once: true })
  })
  const asked = page.waitForRequest((r) => r.url().includes('/api/forms/session/'))
  await page.getByLabel(contactCopy.pl.firstName).focus()
  await asked
  expect(sessions).toEqual(['POST'])
  expect(await page.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual(['frame', 'request'])
})

test('a form sent before its marker is old enough waits for it: sent sooner, the server would accept it and drop it', async ({
  page,
}) => {
  // The session is answered only once the form is filled in and sent, and says its marker is good 1.5 s later.
  const readyInMs = 1500
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  let answeredAt = 0
  await page.route('**/api/forms/session/', async (route) => {
    const response = await route.fetch()
    const session = await response.json()
    await answered
    answeredAt = Date.now()
    await route.fulfill({ response, json: { ...session, readyInMs } })
  })
  const email = `patient.${Date.now()}@example.com`
  await openContact(page, 'pl')
  await fillContact(page, 'pl', email)
  await page.getByLabel(consent('pl')).check()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact/'))
  await page.getByRole('button', { name: contactCopy.pl.submit }).click()
  await expect(page.getByRole('button', { name: contactCopy.pl.sending })).toBeDisabled()
  answer()
  await sent
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(readyInMs)
  await expect(page.getByRole('status')).toContainText(contactCopy.pl.success)
  await mailFrom(email)
})

test.describe('a contact form that cannot work says so, and nothing it sends is acknowledged', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('it says the form needs JavaScript and gives the address; the browser cannot send it by itself', async ({
      page,
    }) => {
      let posted = 0
      page.on('request', (r) => r.method() === 'POST' && (posted += 1))
      await openContact(page, 'pl')
      // Playwright's switch leaves <noscript> hidden (a browser without scripting shows it): read its text.
      expect(await page.locator('[data-form-operation] noscript').textContent()).toMatch(
        /^Ten formularz działa z włączonym JavaScriptem\. .* kontakt@\S+$/,
      )
      await fillContact(page, 'pl', `noscript.${Date.now()}@example.com`)
      await page.getByLabel(consent('pl')).check()
      await expect(page.getByRole('button', { name: contactCopy.pl.submit })).toBeDisabled()
      await page.getByLabel(contactCopy.pl.company).press('Enter')
      await expect(page.getByLabel(contactCopy.pl.company)).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
      expect(posted).toBe(0)
    })
  })

  test.describe("when the form's code cannot be loaded", () => {
    test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] })
    test('it says it is loading, keeps what was typed, and the browser does not send the form itself', async ({
      page,
    }) => {
      await page.route(NEXT_CHUNKS, (route) => route.abort('failed'))
      let posted = 0
      page.on('request', (r) => r.method() === 'POST' && (posted += 1))
      await openContact(page, 'pl')
      await fillContact(page, 'pl', `failed.${Date.now()}@example.com`)
      await page.getByLabel(consent('pl')).check()
      await expect(page.getByText(formCopy.pl.loading)).toBeVisible()
      await expect(page.getByRole('button', { name: contactCopy.pl.submit })).toBeDisabled()
      await page.getByLabel(contactCopy.pl.message).press('Enter')
      await page.getByLabel(contactCopy.pl.company).press('Enter')
      await expect(page).toHaveURL(/\/kontakt\/$/)
      expect(await page.getByLabel(contactCopy.pl.company).inputValue()).toBe('Wodociągi Miejskie Sp. z o.o.')
      expect(posted).toBe(0)
    })
  })
})

test.describe('when mail is down', () => {
  test.use({ expectedConsoleErrors: [/status of 503 .*\/api\/contact\/$/] })
  test('the visitor is told, keeps what they typed, and can send again', async ({ page }) => {
    const email = `marta.retry.${Date.now()}@example.com`
    await openContact(page, 'pl')
    await fillContact(page, 'pl', email)
    await page.getByLabel(consent('pl')).check()
    // Mail fails for this visitor only, so that tests running beside this one are not affected.
    await setFakeMode(stack().resend, { fail: 500, failFor: email })
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    await expect(page.getByRole('status')).toContainText('Nie udało się teraz przyjąć zgłoszenia')
    await expect(page.getByLabel('Firma')).toHaveValue('Wodociągi Miejskie Sp. z o.o.')
    await expect(page.getByLabel('Wiadomość')).toHaveValue(message)

    await setFakeMode(stack().resend, { failFor: email })
    // The spent challenge token and marker are renewed in place; until they arrive the button is disabled.
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    await expect(page.getByRole('status')).toContainText('Dziękujemy!')
    expect((await mailFrom(email)).to).toEqual(['kontakt@bastion-consulting.pl'])
  })
})

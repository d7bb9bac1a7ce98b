import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import type { Lang } from '@/lib/shared/i18n/langs'
import { applyCopy } from '@/components/forms/apply-copy'
import { CV_MAX_BYTES } from '@/lib/shared/contracts/cv-file'
import { errorTable } from '@/lib/shared/contracts/errors'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import { docxFile, exeFile, pdfFile } from '../support/cv-files'
import { setFakeMode } from '../support/fakes'
import { axeViolations, expect, fromNewAddress, test, type Page } from './fixtures'
import { mailFrom } from './mail'
import { stack } from './stack'

// An application from each language, ending with the mail and its CV in the fake Resend. Each test applies from
// its own address (the proxy's X-Forwarded-For), so the limit of 3 per 30 minutes is per test.

const offer = (lang: Lang) =>
  loadContent().find((d): d is Doc<'jobs'> => d.folder === 'jobs' && d.lang === lang && d.key === 'sap-basis-engineer')!
const words = {
  pl: {
    first: /^Imię/,
    last: /^Nazwisko/,
    email: /^E-mail/,
    consent: /przeprowadzenia tej rekrutacji/,
    submit: 'Wyślij aplikację',
    thanks: 'Dziękujemy! Aplikacja dotarła',
  },
  en: {
    first: /^First name/,
    last: /^Last name/,
    email: /^E-mail/,
    consent: /processing my personal data for this recruitment/,
    submit: 'Send application',
    thanks: 'Thank you! Your application has reached',
  },
}

async function openOffer(page: Page, lang: Lang) {
  await fromNewAddress(page)
  await page.goto(offer(lang).path)
}

async function fillApplication(page: Page, lang: Lang, email: string) {
  const t = words[lang]
  await page.getByLabel(t.first).fill('Marta')
  await page.getByLabel(t.last).fill('Wiśniewska')
  await page.getByLabel(t.email).fill(email)
  const answers = [
    'Patch day: noty HotNews w DEV, potem QAS.',
    'reginfo/secinfo w trybie symulacji.',
    'Test odtwarzania HANA co kwartał.',
  ]
  for (const [i, question] of offer(lang).data.questions.entries()) await page.getByLabel(question).fill(answers[i]!)
}

for (const [lang, file, name, filename] of [
  ['pl', pdfFile('Marta Wiśniewska'), 'Życiorys.pdf', 'CV-Wisniewska-Marta.pdf'],
  ['en', docxFile('Marta Wisniewska'), 'resume.docx', 'CV-Wisniewska-Marta.docx'],
] as const) {
  test(`a candidate applies in ${lang} with a CV: the mail and the same bytes reach recruitment`, async ({ page }) => {
    const email = `marta.${lang}.${Date.now()}@example.com`
    await openOffer(page, lang)
    await fillApplication(page, lang, email)
    await page
      .getByLabel(/^CV/)
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(file) })
    await page.getByLabel(words[lang].consent).check()
    await page.getByRole('button', { name: words[lang].submit }).click()
    await expect(page.getByRole('status')).toContainText(words[lang].thanks)
    await expect(page.getByRole('status')).toBeFocused()
    expect(await axeViolations(page)).toEqual([])

    const mail = await mailFrom(email)
    expect(mail.to).toEqual(['kariera@bastion-consulting.pl'])
    expect(mail.subject).toContain(offer('pl').data.title)
    expect(mail.html).toContain(offer('pl').data.questions[2])
    expect(mail.html).toContain('Test odtwarzania HANA co kwartał.')
    expect(mail.attachments?.map((a) => a.filename)).toEqual([filename])
    expect(new Uint8Array(Buffer.from(mail.attachments![0]!.content, 'base64'))).toEqual(new Uint8Array(file))
  })
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: the browser points at every missing field, and refuses a file that is not a CV or is over 5 MB, keeping what was typed; axe finds nothing`, async ({
    page,
  }) => {
    const t = words[lang]
    let sent = 0
    page.on('request', (r) => r.url().includes('/api/apply/') && (sent += 1))
    await openOffer(page, lang)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByLabel(t.first)).toBeFocused()
    for (const field of [t.last, t.email, offer(lang).data.questions[0]])
      await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(fieldMessage('consent_required', lang))).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await fillApplication(page, lang, 'marta@example.com')
    await page.getByLabel(t.consent).check()
    const cv = page.getByLabel(/^CV/)
    await expect(page.getByText(applyCopy[lang].cvHint(CV_MAX_BYTES))).toBeVisible()
    const wrongFiles = [
      ['cv.pdf', Buffer.from(exeFile()), errorTable.invalid_file[lang]],
      [
        'big.pdf',
        Buffer.concat([Buffer.from(pdfFile()), Buffer.alloc(5 * 1024 * 1024)]),
        applyCopy[lang].cvTooLarge(CV_MAX_BYTES),
      ],
    ] as const
    for (const [name, buffer, message] of wrongFiles) {
      await cv.setInputFiles({ name, mimeType: 'application/pdf', buffer })
      await page.getByRole('button', { name: t.submit }).click()
      await expect(cv).toHaveAttribute('aria-invalid', 'true')
      await expect(cv).toBeFocused()
      await expect(page.getByText(message)).toBeVisible()
    }
    await expect(page.getByLabel(t.first)).toHaveValue('Marta')
    expect(await axeViolations(page)).toEqual([])
    expect(sent).toBe(0)
  })
}

test('after a reload the answers are back and the form asks for the CV again', async ({ page }) => {
  await openOffer(page, 'pl')
  await fillApplication(page, 'pl', 'marta.reload@example.com')
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'Życiorys.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) })
  await page.reload()
  await expect(page.getByLabel(offer('pl').data.questions[1])).toHaveValue('reginfo/secinfo w trybie symulacji.')
  await expect(page.getByText('Po odświeżeniu strony wybierz plik ponownie (wcześniej: Życiorys.pdf).')).toBeVisible()
  await page
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'Życiorys.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) })
  await expect(page.getByText(/wybierz plik ponownie/)).toBeHidden()
})

test.describe('when mail is down', () => {
  test.use({ expectedConsoleErrors: [/status of 503 .*\/api\/apply\/$/] })
  test('a large CV shows its upload progress; when mail is down the candidate keeps everything and can send again', async ({
    page,
  }) => {
    const email = `marta.progress.${Date.now()}@example.com`
    await openOffer(page, 'pl')
    await fillApplication(page, 'pl', email)
    await page.getByLabel(/^CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfFile('Marta', 3 * 1024 * 1024)),
    })
    await page.getByLabel(words.pl.consent).check()
    // A slow uplink, so the upload takes long enough to watch.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    })
    // Mail fails for this candidate only, so that tests running beside this one are not affected.
    await setFakeMode(stack().resend, { fail: 500, failFor: email })
    await page.getByRole('button', { name: words.pl.submit }).click()
    await expect(page.getByRole('progressbar', { name: /Wysłano \d+%/ })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('Nie udało się teraz przyjąć zgłoszenia')
    await setFakeMode(stack().resend, { failFor: email })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await expect(page.getByLabel(offer('pl').data.questions[0])).toHaveValue(
      'Patch day: noty HotNews w DEV, potem QAS.',
    )
    // The spent marker and token are renewed in place; the chosen file is still there.
    await page.getByRole('button', { name: words.pl.submit }).click()
    await expect(page.getByRole('status')).toContainText(words.pl.thanks)
    expect((await mailFrom(email)).attachments?.[0]?.filename).toBe('CV-Wisniewska-Marta.pdf')
  })
})

import { axeViolations, expect, holdNextChunks, readyForm, slowCpu, test, type Page } from './fixtures'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { kscCopy } from '@/components/ksc/ksc-copy'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import type { Lang } from '@/lib/shared/i18n/langs'
import { questionnaireLength } from '@/lib/server/domain/ksc/questionnaire-length'
import { questionnaireSchema } from '@/lib/server/domain/ksc/questionnaire-schema'
import { fakeState } from '../support/fakes'
import { pdfText } from '../support/pdf-text'
import { stack } from './stack'

interface Email {
  to: string[]
  html: string
  attachments?: { filename: string; content: string }[]
}

// Read here as the server reads it (lib/server/domain/ksc/questionnaire.ts is server-only).
const q = questionnaireSchema.parse(parse(readFileSync('content/ksc/questionnaire.yaml', 'utf8')))
const length = questionnaireLength(q)
const sapAll = q.questions.find((x) => x.id === 'acc-sap-all-production')!.text.pl
/** The questions of art. 20 (oversight) and art. 23 (reporting), which bind key and important entities only. */
const boardAndReporting = q.questions
  .filter((x) => ['governance', 'reporting'].includes(x.area))
  .flatMap((x) => [x.text.pl, x.text.en])

/** The scope step's answers of an organisation outside the act: none of the sectors, large, no special case, not under DORA. */
const outsideTheAct = (page: Page) =>
  [2, 2, 1, 1].map((option, i) => page.getByRole('group').nth(i).getByRole('radio').nth(option))

/** Picks, in every question of the step, the option `choose` names by the options' count (default: the best, before "n/a" and "don't know"). */
async function answerStep(page: Page, choose: (group: string, count: number) => number) {
  for (const group of await page.getByRole('group').all()) {
    const radios = group.getByRole('radio')
    await radios.nth(choose((await group.locator('legend').textContent()) ?? '', await radios.count())).check()
  }
}

/**
 * Presses a button that moves the check on, and waits until the page shows where it leads: the next step's
 * questions are read only once they are shown (the click waits for the button, disabled until the form's code runs).
 */
async function press(page: Page, name: string | RegExp) {
  const progress = page.getByText(/^(Krok \d+ z|Step \d+ of) \d+$/)
  const shown = await progress.textContent()
  await page.getByRole('button', { name }).click()
  const result = page.getByRole('heading', { name: /^(Twój wynik|Your result)$/ })
  await expect(result.or(progress.filter({ hasNotText: new RegExp(`^${shown}$`) })).first()).toBeVisible()
}

/** Answers area by area to the result; `choose` as in answerStep. */
async function answerToResult(
  page: Page,
  finish: string,
  next: string,
  choose: (group: string, count: number) => number,
) {
  const seen: string[] = []
  for (;;) {
    seen.push(...(await page.locator('legend').allTextContents()))
    await answerStep(page, choose)
    const done = page.getByRole('button', { name: finish })
    if (await done.isVisible()) {
      await press(page, finish)
      return seen
    }
    await press(page, next)
  }
}

const best = (legend: string, count: number) => {
  const id = q.questions.find((x) => x.text.pl === legend || x.text.en === legend)
  return id ? id.options.findIndex((o) => o.points === 4) : count - 2
}

/** The report form's error state: the address pointed at, with the reason, and nothing wrong for axe. */
async function expectWrongEmail(page: Page, lang: Lang) {
  const email = page.getByLabel(kscCopy[lang].email)
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(fieldMessage('invalid_email', lang))
  expect(await axeViolations(page)).toEqual([])
}

async function reportPdf(email: string) {
  const { emails } = await fakeState<{ emails: Email[] }>(stack().resend)
  const mail = emails.find((e) => e.to[0] === email)!
  return { mail, text: pdfText(Buffer.from(mail.attachments![0]!.content, 'base64')) }
}

test('the KSC check in Polish: scope, landscape, areas kept across a reload, a capped result whose 90-day plan starts with the failed key measure, the report by mail', async ({
  page,
}) => {
  await page.goto('/ocena-gotowosci-ksc/')
  await expect(page.getByText(`Od ${length.questionCount.min} do ${length.questionCount.max} pytań`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Czy ustawa o KSC was obejmuje?' })).toBeVisible()
  // Keyboard: the sector chosen with the arrow keys (annex I), then large, no special case, not under DORA.
  const sector = page.getByRole('group').first()
  await sector.getByRole('radio').first().focus()
  await page.keyboard.press('Space')
  await expect(sector.getByRole('radio').first()).toBeChecked()
  await page.getByRole('group').nth(1).getByRole('radio').nth(2).check()
  await page.getByRole('group').nth(2).getByRole('radio').nth(1).check()
  await page.getByRole('group').nth(3).getByRole('radio').nth(1).check()
  await press(page, 'Dalej')

  await expect(page.getByRole('heading', { name: 'Wasze środowisko SAP' })).toBeFocused()
  // HANA, no Java stack, BTP, no RISE, no GRC, services on the internet.
  for (const [i, option] of [0, 1, 0, 1, 1, 0].entries())
    await page.getByRole('group').nth(i).getByRole('radio').nth(option).check()
  await page.reload()
  await expect(page.getByRole('group').nth(1).getByRole('radio').nth(1)).toBeChecked()
  await press(page, 'Wstecz')
  await expect(page.getByRole('group').first().getByRole('radio').first()).toBeChecked()
  await press(page, 'Dalej')
  await press(page, 'Dalej')

  // The best answer everywhere but SAP_ALL, held permanently by a dialog user.
  const asked = await answerToResult(page, 'Pokaż wynik', 'Dalej', (legend, count) =>
    legend === sapAll ? 0 : best(legend, count),
  )
  expect(asked.some((legend) => legend.includes('stos Java'))).toBe(false)
  expect(asked.some((legend) => legend.includes('Cloud Connector'))).toBe(true)
  expect(asked.filter((legend) => boardAndReporting.includes(legend)).length).toBeGreaterThan(3)

  await expect(page.getByRole('heading', { name: 'Twój wynik' })).toBeVisible()
  await expect(page.getByText('Podmiot kluczowy', { exact: false }).first()).toBeVisible()
  await expect(
    page.getByText(/Wynik ograniczony: niespełniony środek kluczowy obniża poziom do „Rozwijający się”/),
  ).toBeVisible()
  // The board's view first: the score, the three decisions and the legal must-dos before the duties and the plans.
  const headings = await page.locator('.ksc-result h3').allTextContents()
  expect(headings.slice(0, 3)).toEqual([
    'Status według odpowiedzi',
    'Trzy decyzje dla zarządu',
    'Obowiązki ustawowe – przed lukami w wyniku',
  ])
  await expect(page.locator('.ksc-result')).toContainText('Właściwy CSIRT według odpowiedzi: CSIRT NASK')
  const plan90 = page.getByRole('heading', { name: 'Plan na 90 dni' }).locator('xpath=following-sibling::ol[1]')
  await expect(plan90.getByRole('listitem').first()).toContainText('Odbierz SAP_ALL')
  await expect(plan90.getByRole('listitem').first()).toContainText('art. 21 ust. 2 lit. i NIS2, ustawa o KSC')
  await expect(plan90.getByRole('listitem').first()).toContainText('Nakład: ok. 3 osobodni')
  expect(await axeViolations(page)).toEqual([])
  // Size and sector were asked in the scope step: the report form does not ask them again.
  await expect(page.getByLabel(/Wielkość organizacji|Sektor/)).toHaveCount(0)

  // A wrong address first: pointed at, the rest kept.
  const email = `ksc.${Date.now()}@example.com`
  await page.getByLabel('E-mail służbowy').fill('ksc@')
  await page.getByLabel('Firma').fill('Elektrociepłownia Żerań https://evil.example')
  await page.getByLabel(/Proszę o przygotowanie raportu/).check()
  await page.getByRole('button', { name: 'Wyślij raport' }).click()
  await expectWrongEmail(page, 'pl')
  await expect(page.getByLabel('Firma')).toHaveValue('Elektrociepłownia Żerań https://evil.example')
  await page.getByLabel('E-mail służbowy').fill(email)
  await page.getByRole('button', { name: 'Wyślij raport' }).click()
  await expect(page.getByText('Gotowe! Raport jest w drodze')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const { mail, text } = await reportPdf(email)
  expect(text).toContain('Podmiot kluczowy')
  expect(text).toMatch(/Odbierz SAP_ALL/)
  expect(text).not.toContain('Elektrociepłownia')
  expect(text).not.toContain('evil.example')
  expect(mail.html).not.toContain('evil.example')
})

test('the KSC check in English: a scope left open needs a legal check, "don\'t know" answers become things to find out, the report in English', async ({
  page,
}) => {
  await page.goto('/en/ksc-readiness-check/')
  await expect(page.getByText(`${length.questionCount.min} to ${length.questionCount.max} questions`)).toBeVisible()
  await answerStep(page, (_legend, count) => count - 1)
  await press(page, 'Next')
  await expect(page.getByRole('heading', { name: 'Your SAP landscape' })).toBeFocused()
  // "Don't know" in every scored question of the reporting area, the best elsewhere.
  await answerToResult(page, 'Show my result', 'Next', (legend, count) => {
    const question = q.questions.find((x) => x.text.en === legend)
    return question?.area === 'reporting' ? count - 1 : best(legend, count)
  })
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible()
  await expect(page.getByText('Needs a legal check').first()).toBeVisible()
  await expect(page.getByText('A pointer based on your answers, not legal advice.', { exact: false })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: '30-day discovery plan ("don\'t know" answers and unanswered questions)' }),
  ).toBeVisible()
  await expect(page.getByText('Early warning – 24 h from becoming aware: not established')).toBeVisible()
  // The unknown key measure is neither met nor "not met".
  await expect(page.getByText('Key measures not established (neither met nor not met):')).toBeVisible()
  await expect(page.getByText('Key measures not met:')).toHaveCount(0)

  const email = `ksc.en.${Date.now()}@example.com`
  await page.getByLabel('Work e-mail').fill('ksc.en@')
  await page.getByLabel(/Please prepare the report/).check()
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expectWrongEmail(page, 'en')
  await expect(page.getByLabel(/Please prepare the report/)).toBeChecked()
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText('Done! The report is on its way')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const { text } = await reportPdf(email)
  expect(text).toContain('Needs a legal check')
  expect(text).toMatch(/\b1 ?\/ ?\d+\b/)
})

test('an organisation outside the act is not asked about board oversight or reporting, and is told only what still applies: the supplier duty, no reporting block, no board or CSIRT duty', async ({
  page,
}) => {
  await page.goto('/en/ksc-readiness-check/')
  for (const option of outsideTheAct(page)) await option.check()
  await press(page, 'Next')
  const asked = await answerToResult(page, 'Show my result', 'Next', () => 0)
  expect(asked.filter((legend) => boardAndReporting.includes(legend))).toEqual([])
  expect(asked.length).toBeGreaterThan(30)
  await expect(page.getByText('Probably outside the act').first()).toBeVisible()
  await expect(
    page.getByText('Customers that are key or important entities may require security measures of you by contract'),
  ).toBeVisible()
  const result = page.locator('.ksc-result')
  await expect(result.getByRole('heading', { name: '90-day plan' })).toBeVisible()
  // The supplier decision first among the board's, with its owner, date and the 90-day plan's effort.
  const decisions = result
    .getByRole('heading', { name: 'Three decisions for the board' })
    .locator('xpath=following-sibling::ol[1]')
  await expect(decisions.getByRole('listitem').first()).toContainText(
    /^Establish which customers covered by the act .* with the 90-day plan \(\d+ actions, about [\d.]+ person-days.* – owner: Customer contracts \(legal or sales\), due: \d{1,2} [A-Z][a-z]+ 20\d\d\.$/,
  )
  await expect(result).not.toContainText('CSIRT')
  await expect(result).not.toContainText('Incident reporting readiness')
  await expect(result).not.toContainText('register of key and important entities')
})

test("options ticked before the check's code runs stay ticked, and are the answers it takes; its buttons wait for it", async ({
  page,
}) => {
  // The four options below are ticked before the code runs; React leaves them as it finds them, at a phone's pace.
  await slowCpu(page)
  const release = await holdNextChunks(page)
  // Parsed, not loaded: the load event waits for the scripts.
  await page.goto('/en/ksc-readiness-check/', { waitUntil: 'domcontentloaded' })
  const ticked = outsideTheAct(page)
  for (const option of ticked) await option.check()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  release()
  await expect(readyForm(page)).toHaveCount(1)
  for (const option of ticked) await expect(option).toBeChecked()
  await expect(page.getByText(/^Answered: 4 of \d+$/)).toBeVisible()
  await press(page, 'Next')
  await press(page, 'Back')
  for (const option of ticked) await expect(option).toBeChecked()
})

for (const [width, height] of [
  [1280, 800],
  [375, 667],
] as const) {
  test(`at ${width} px the check starts above the fold, and no question text leaves its box`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/ocena-gotowosci-ksc/')
    const first = page.getByRole('group').first()
    await expect(first.locator('legend')).toBeInViewport({ ratio: 1 })
    const fits = async () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        // Inside the box's borders: a fieldset draws its top border through a legend it renders in its border.
        legends: [...document.querySelectorAll('fieldset.question')].every((fieldset) => {
          const box = fieldset.getBoundingClientRect()
          const border = getComputedStyle(fieldset)
          const legend = fieldset.querySelector('legend')!.getBoundingClientRect()
          return (
            legend.top >= box.top + parseFloat(border.borderTopWidth) &&
            legend.bottom <= box.bottom &&
            legend.left >= box.left &&
            legend.right <= box.right
          )
        }),
      }))
    // Every step, the longest questions included, answered with "don't know" (the scope) or the worst option.
    await answerStep(page, (_legend, count) => count - 1)
    expect(await fits()).toEqual({ page: true, legends: true })
    for (;;) {
      await press(page, /Dalej|Pokaż wynik/)
      if (await page.getByRole('heading', { name: 'Twój wynik' }).isVisible()) break
      // Each step shows its questions, or (the evidence step) its file field.
      await expect(page.getByRole('group').or(page.getByLabel('Dodaj eksporty')).first()).toBeVisible()
      expect(await fits()).toEqual({ page: true, legends: true })
    }
  })
}

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { fakeState } from '../support/fakes'
import { pdfText } from '../support/pdf-text'
import { stack } from './stack'

interface Email {
  to: string[]
  attachments?: { filename: string; content: string }[]
}

test('the KSC check: area by area, answers kept across back, forward and a reload, then the result and the report by mail', async ({ page }) => {
  await page.goto('/ocena-gotowosci-ksc/')
  await expect(page.getByText(/Obszar 1 z \d+/)).toBeVisible()
  const first = page.getByRole('group').first()
  // Keyboard: the first option of the first question, chosen with the arrow keys.
  await first.getByRole('radio').first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(first.getByRole('radio').nth(1)).toBeChecked()
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.getByText(/Obszar 2 z \d+/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Analiza ryzyka i polityki' })).toBeFocused()
  await page.getByRole('group').first().getByRole('radio').last().check()

  await page.reload()
  await expect(page.getByText(/Obszar 2 z \d+/)).toBeVisible()
  await expect(page.getByRole('group').first().getByRole('radio').last()).toBeChecked()
  await page.getByRole('button', { name: 'Wstecz' }).click()
  await expect(page.getByRole('group').first().getByRole('radio').nth(1)).toBeChecked()

  // Answer the best option everywhere, area by area, to the end.
  for (;;) {
    for (const group of await page.getByRole('group').all()) await group.getByRole('radio').nth((await group.getByRole('radio').count()) - 2).check()
    const finish = page.getByRole('button', { name: 'Pokaż wynik' })
    if (await finish.isVisible()) {
      await finish.click()
      break
    }
    await page.getByRole('button', { name: 'Dalej' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Twój wynik' })).toBeVisible()
  await expect(page.locator('.score-big')).toContainText('100')
  await expect(page.getByText('Zarządzany')).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  const email = `ksc.${Date.now()}@example.com`
  await page.getByLabel('E-mail służbowy').fill(email)
  await page.getByLabel('Firma').fill('Elektrociepłownia Żerań')
  await page.getByLabel(/Proszę o przygotowanie raportu/).check()
  await page.getByRole('button', { name: 'Wyślij raport' }).click()
  await expect(page.getByText('Gotowe! Raport jest w drodze')).toBeVisible()

  const { emails } = await fakeState<{ emails: Email[] }>(stack().resend)
  const mail = emails.find((e) => e.to[0] === email)!
  const text = pdfText(Buffer.from(mail.attachments![0]!.content, 'base64'))
  expect(text).toContain('100 / 100')
  expect(text).toContain('Elektrociepłownia Żerań')
})

import { contactCopy } from '@/components/forms/contact-copy'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { Page } from './fixtures'

/** The enquiry the specs type. */
export const contactMessage = 'Chcemy przejrzeć role z SAP_ALL przed audytem KSC.'

/** The contact form's fields as a visitor fills them, consents left to the test. */
export async function fillContact(page: Page, lang: Lang, email: string) {
  const t = contactCopy[lang]
  await page.getByLabel(t.firstName).fill('Marta')
  await page.getByLabel(t.lastName).fill('Wiśniewska')
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.company).fill('Wodociągi Miejskie Sp. z o.o.')
  await page.getByLabel(t.area).selectOption('sap')
  await page.getByLabel(t.message).fill(contactMessage)
}

import { contactCopy } from '@/components/forms/contact-copy'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { Page } from './fixtures'

/** The enquiry the specs type. */
export const contactMessage = 'Chcemy przejrzeć role z SAP_ALL przed audytem KSC.'

/** The contact form's fields as a visitor fills them, consents left to the test; `keys`: key by key, as typed. */
export async function fillContact(page: Page, lang: Lang, email: string, { keys = false } = {}) {
  const t = contactCopy[lang]
  const type = (label: string, text: string) =>
    keys ? page.getByLabel(label).pressSequentially(text) : page.getByLabel(label).fill(text)
  await type(t.firstName, 'Marta')
  await type(t.lastName, 'Wiśniewska')
  await type(t.email, email)
  await type(t.company, 'Wodociągi Miejskie Sp. z o.o.')
  await page.getByLabel(t.area).selectOption('sap')
  await type(t.message, contactMessage)
}

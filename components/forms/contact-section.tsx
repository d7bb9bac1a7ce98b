import { privacyPath } from '@/lib/server/domain/content'
import { submitContactForm } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ContactForm } from './lazy-forms'
import { FormCard } from './form-card'
import { contactCopy } from './contact-copy'

export function ContactSection({ lang }: { lang: Lang }) {
  return (
    <FormCard
      lang={lang}
      operation={submitContactForm.id}
      heading={{ id: 'contact-form-heading', text: contactCopy[lang].heading }}
    >
      <ContactForm lang={lang} privacyHref={privacyPath(lang)} />
    </FormCard>
  )
}

import { pageByKey } from '@/lib/content'
import { submitContactForm } from '@/lib/contracts/operations'
import { langRoot, type Lang } from '@/lib/i18n/langs'
import { ContactForm } from './lazy-forms'
import { FormUnavailable } from './form-unavailable'
import { contactCopy } from './contact-copy'

export function ContactSection({ lang }: { lang: Lang }) {
  const t = contactCopy[lang]
  return (
    <section className="form-card" aria-labelledby="contact-form-heading" data-form-operation={submitContactForm.id}>
      <h2 id="contact-form-heading">{t.heading}</h2>
      <FormUnavailable lang={lang} />
      <ContactForm lang={lang} privacyHref={pageByKey(lang, 'privacy')?.path ?? langRoot(lang)} />
    </section>
  )
}

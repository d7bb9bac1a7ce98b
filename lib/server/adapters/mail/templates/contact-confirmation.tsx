import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ConfirmationMail, type ConfirmationCopy } from './confirmation-mail'

// To the visitor who sent the contact form.
const copy = {
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    heading: 'Dziękujemy za wiadomość',
    body: 'Twoje zapytanie trafiło do naszego zespołu. Odpowiemy w ciągu jednego dnia roboczego.',
    notYou: `Jeśli to nie Ty wysłałeś formularz, zignoruj tę wiadomość lub napisz do nas: ${site.email}.`,
  },
  en: {
    subject: 'We have received your message',
    heading: 'Thank you for your message',
    body: 'Your enquiry has reached our team. We will reply within one business day.',
    notYou: `If you did not send the form, ignore this message or write to us at ${site.email}.`,
  },
} satisfies Record<Lang, ConfirmationCopy>

export const contactConfirmationSubject = (lang: Lang) => copy[lang].subject

export function ContactConfirmation({ lang }: { lang: Lang }) {
  return <ConfirmationMail lang={lang} copy={copy[lang]} />
}

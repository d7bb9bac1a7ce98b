import { Heading, Text } from '@react-email/components'
import { site } from '@/lib/content/site'
import type { Lang } from '@/lib/i18n/langs'
import { MailLayout } from './mail-layout'

// To the visitor. It repeats nothing they typed, not even their name: otherwise the form would let anyone
// mail their own words to any address under our name.
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
} satisfies Record<Lang, Record<string, string>>

export const contactConfirmationSubject = (lang: Lang) => copy[lang].subject

export function ContactConfirmation({ lang }: { lang: Lang }) {
  const t = copy[lang]
  return (
    <MailLayout lang={lang} preview={t.subject}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {t.heading}
      </Heading>
      <Text>{t.body}</Text>
      <Text style={{ color: '#4a5866' }}>{t.notYou}</Text>
    </MailLayout>
  )
}

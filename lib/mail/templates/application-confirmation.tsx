import { Heading, Link, Text } from '@react-email/components'
import { site } from '@/lib/content/site'
import type { Lang } from '@/lib/i18n/langs'
import { MailLayout } from './mail-layout'

// To the candidate. Like every mail to an address someone typed, it repeats nothing from the form (not the
// name, not the position): otherwise the form would let anyone mail their words to any address under our name.
const copy = {
  pl: {
    subject: 'Otrzymaliśmy Twoją aplikację',
    heading: 'Dziękujemy za aplikację',
    body: 'Twoje zgłoszenie trafiło do naszego zespołu rekrutacji. Przeczytamy je i odezwiemy się z informacją o kolejnych krokach.',
    privacy: 'Jak przetwarzamy dane kandydatów i jak długo je przechowujemy, opisuje polityka prywatności:',
    notYou: `Jeśli to nie Ty wysłałeś formularz, zignoruj tę wiadomość lub napisz do nas: ${site.careersEmail}.`,
  },
  en: {
    subject: 'We have received your application',
    heading: 'Thank you for your application',
    body: 'Your application has reached our recruitment team. We will read it and get back to you about the next steps.',
    privacy: 'How we process candidate data and how long we keep it is described in our privacy policy:',
    notYou: `If you did not send the form, ignore this message or write to us at ${site.careersEmail}.`,
  },
} satisfies Record<Lang, Record<string, string>>

export const applicationConfirmationSubject = (lang: Lang) => copy[lang].subject

export function ApplicationConfirmation({ lang, privacyUrl }: { lang: Lang; privacyUrl: string }) {
  const t = copy[lang]
  return (
    <MailLayout lang={lang} preview={t.subject}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {t.heading}
      </Heading>
      <Text>{t.body}</Text>
      <Text>
        {t.privacy} <Link href={privacyUrl}>{privacyUrl}</Link>
      </Text>
      <Text style={{ color: '#4a5866' }}>{t.notYou}</Text>
    </MailLayout>
  )
}

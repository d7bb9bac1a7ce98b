import { Link, Text } from '@react-email/components'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ConfirmationMail, type ConfirmationCopy } from './confirmation-mail'

// To the candidate: not the position either, nor anything else the form carried.
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
} satisfies Record<Lang, ConfirmationCopy & { privacy: string }>

export const applicationConfirmationSubject = (lang: Lang) => copy[lang].subject

export function ApplicationConfirmation({ lang, privacyUrl }: { lang: Lang; privacyUrl: string }) {
  return (
    <ConfirmationMail lang={lang} copy={copy[lang]}>
      <Text>
        {copy[lang].privacy} <Link href={privacyUrl}>{privacyUrl}</Link>
      </Text>
    </ConfirmationMail>
  )
}

import { Button, Text } from '@react-email/components'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ConfirmationMail, type ConfirmationCopy } from './confirmation-mail'

// The signed download link, to the address the requester typed. Besides the link it names only what the server
// knows (the material's title and the link's expiry), never anything the requester typed.

interface MaterialLinkCopy extends ConfirmationCopy {
  button: string
  validUntil: (date: string) => string
  scanners: string
}

const copy = {
  pl: {
    subject: 'Twój link do pobrania materiału',
    heading: 'Materiał do pobrania',
    body: 'Dziękujemy za zainteresowanie. Poniżej link do pobrania materiału w formacie PDF:',
    button: 'Pobierz PDF',
    validUntil: (date) =>
      `Link działa do ${date} i można go otworzyć wielokrotnie. Później poproś o nowy na stronie materiału.`,
    scanners: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    notYou: `Jeśli to nie Ty prosiłeś o ten materiał, zignoruj tę wiadomość lub napisz do nas: ${site.email}.`,
  },
  en: {
    subject: 'Your download link',
    heading: 'Your material is ready',
    body: 'Thank you for your interest. Here is the link to download the material as a PDF:',
    button: 'Download the PDF',
    validUntil: (date) =>
      `The link works until ${date} and can be opened as often as you need. After that, ask for a new one on the material's page.`,
    scanners: 'If the button does not work, copy this address into your browser:',
    notYou: `If you did not ask for this material, ignore this message or write to us at ${site.email}.`,
  },
} satisfies Record<Lang, MaterialLinkCopy>

export const materialLinkSubject = (lang: Lang, title: string) => `${copy[lang].subject}: ${title}`

const button = {
  backgroundColor: '#0b4a66',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 700,
}

export function MaterialLinkMail({
  lang,
  title,
  url,
  expiry,
}: {
  lang: Lang
  title: string
  url: string
  expiry: Date
}) {
  const t = copy[lang]
  const until = new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(expiry)
  return (
    <ConfirmationMail lang={lang} copy={t}>
      <Text>
        <strong>{title}</strong>
      </Text>
      <Button href={url} style={button}>
        {t.button}
      </Button>
      <Text>{t.validUntil(until)}</Text>
      <Text style={{ fontSize: '12px', wordBreak: 'break-all' }}>
        {t.scanners} {url}
      </Text>
    </ConfirmationMail>
  )
}

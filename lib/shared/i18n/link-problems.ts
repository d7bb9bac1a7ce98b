import type { Lang } from './langs'

// What the page says when a download link could not be served: the material page (or the list of materials)
// shown in the link's language with one of these above it.

export const linkProblems = ['expired', 'invalid', 'unknown', 'limited'] as const
export type LinkProblem = (typeof linkProblems)[number]

export const linkProblemCopy: Record<Lang, Record<LinkProblem, { title: string; text: string }>> = {
  pl: {
    expired: {
      title: 'Link do pobrania wygasł',
      text: 'Linki są ważne przez 7 dni od wysłania. Wypełnij formularz poniżej, a wyślemy nowy.',
    },
    invalid: {
      title: 'Ten link do pobrania jest niepoprawny',
      text: 'Adres mógł zostać ucięty lub zmieniony przy kopiowaniu. Otwórz link bezpośrednio z wiadomości albo poproś o nowy w formularzu poniżej.',
    },
    unknown: {
      title: 'Tego materiału już nie udostępniamy',
      text: 'Wybierz jeden z aktualnych materiałów z listy poniżej.',
    },
    limited: {
      title: 'Zbyt wiele pobrań w krótkim czasie',
      text: 'Spróbuj ponownie za kilkanaście minut; link nadal działa do końca swojej ważności.',
    },
  },
  en: {
    expired: {
      title: 'This download link has expired',
      text: 'Links are valid for 7 days after they are sent. Fill in the form below and we will send a new one.',
    },
    invalid: {
      title: 'This download link is not valid',
      text: 'The address may have been cut or changed when it was copied. Open the link straight from the e-mail, or ask for a new one with the form below.',
    },
    unknown: {
      title: 'We no longer offer this material',
      text: 'Choose one of the current materials from the list below.',
    },
    limited: {
      title: 'Too many downloads in a short time',
      text: 'Please try again in a quarter of an hour; the link keeps working until it expires.',
    },
  },
}

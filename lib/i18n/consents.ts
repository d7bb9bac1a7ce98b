import type { Lang } from './langs'

// The consent texts the forms show. Leads record CONSENT_VERSION as proof of which wording was agreed to:
// change the version whenever a text changes.
export const CONSENT_VERSION = '2026-10-07'

export const consentTexts = {
  contact: {
    pl: 'Wyrażam zgodę na przetwarzanie moich danych osobowych przez Bastion Consulting sp. z o.o. w celu odpowiedzi na to zapytanie, zgodnie z polityką prywatności.',
    en: 'I agree to Bastion Consulting sp. z o.o. processing my personal data to answer this enquiry, as described in the privacy policy.',
  },
  marketing: {
    pl: 'Chcę otrzymywać od Bastion Consulting informacje o wydarzeniach, publikacjach i usługach (zgoda dobrowolna, możesz ją wycofać w każdej chwili).',
    en: 'I would like to receive news of events, publications and services from Bastion Consulting (optional; you can withdraw at any time).',
  },
} satisfies Record<string, Record<Lang, string>>

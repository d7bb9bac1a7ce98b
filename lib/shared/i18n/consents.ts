import type { Lang } from './langs'

// The consent texts the forms show. Leads record CONSENT_VERSION as proof of which wording was agreed to:
// change the version whenever a text changes.
export const CONSENT_VERSION = '2026-11-24'

export const consentTexts = {
  contact: {
    pl: 'Wyrażam zgodę na przetwarzanie moich danych osobowych przez Bastion Consulting sp. z o.o. w celu odpowiedzi na to zapytanie, zgodnie z polityką prywatności.',
    en: 'I agree to Bastion Consulting sp. z o.o. processing my personal data to answer this enquiry, as described in the privacy policy.',
  },
  apply: {
    pl: 'Wyrażam zgodę na przetwarzanie moich danych osobowych przez Bastion Consulting sp. z o.o. w celu przeprowadzenia tej rekrutacji, zgodnie z polityką prywatności.',
    en: 'I agree to Bastion Consulting sp. z o.o. processing my personal data for this recruitment, as described in the privacy policy.',
  },
  report: {
    pl: 'Proszę o przygotowanie raportu i przesłanie go na podany adres e-mail. Dane kontaktowe i podsumowanie wyniku trafią do naszego systemu CRM, jak opisuje polityka prywatności.',
    en: 'Please prepare the report and send it to the e-mail address above. The contact details and a summary of the result go to our CRM, as the privacy policy describes.',
  },
  material: {
    pl: 'Proszę o przesłanie linku do pobrania materiału na podany adres e-mail. Moje dane kontaktowe i nazwa materiału trafią do systemu CRM Bastion Consulting sp. z o.o., jak opisuje polityka prywatności.',
    en: 'Please send a download link for this material to the e-mail address above. My contact details and the material’s name go to the CRM of Bastion Consulting sp. z o.o., as the privacy policy describes.',
  },
  phone: {
    pl: 'Zgadzam się na kontakt telefoniczny w sprawie wyniku (opcjonalnie).',
    en: 'You may call me about the result (optional).',
  },
  marketing: {
    pl: 'Chcę otrzymywać od Bastion Consulting informacje o wydarzeniach, publikacjach i usługach (zgoda dobrowolna, możesz ją wycofać w każdej chwili).',
    en: 'I would like to receive news of events, publications and services from Bastion Consulting (optional; you can withdraw at any time).',
  },
} satisfies Record<string, Record<Lang, string>>

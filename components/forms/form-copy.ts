import type { Lang } from '@/lib/shared/i18n/langs'

/** The words every form of the site shares: field markers, the button's pending state, outcomes. */
export const formCopy = {
  pl: {
    optional: '(opcjonalnie)',
    required: '(wymagane)',
    privacy: 'Polityka prywatności',
    sending: 'Wysyłanie…',
    fixErrors: (n: number) => (n === 1 ? 'Popraw 1 pole w formularzu.' : `Popraw pola w formularzu (${n}).`),
    network: 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie – wprowadzone dane zostały zachowane.',
    retryIn: (s: number) => `Spróbuj ponownie za ${Math.ceil(s / 60)} min.`,
    challenge: 'Weryfikacja antyspamowa',
    challengeFailed: 'Weryfikacja antyspamowa nie powiodła się. Spróbuj ponownie – wprowadzone dane zostały zachowane.',
    noScript: 'Ten formularz działa z włączonym JavaScriptem. Możesz też napisać do nas:',
    loading: 'Formularz się wczytuje. To, co już wpiszesz, zostanie zachowane.',
  },
  en: {
    optional: '(optional)',
    required: '(required)',
    privacy: 'Privacy policy',
    sending: 'Sending…',
    fixErrors: (n: number) =>
      n === 1 ? 'Please correct 1 field in the form.' : `Please correct ${n} fields in the form.`,
    network: 'We could not reach the server. Check your connection and try again; what you entered has been kept.',
    retryIn: (s: number) => `Please try again in ${Math.ceil(s / 60)} min.`,
    challenge: 'Spam protection',
    challengeFailed: 'The spam protection check failed. Please try again; what you entered has been kept.',
    noScript: 'This form needs JavaScript. You can also write to us:',
    loading: 'The form is loading. Whatever you type meanwhile is kept.',
  },
} satisfies Record<Lang, Record<string, unknown>>

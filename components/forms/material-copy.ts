import type { Lang } from '@/lib/shared/i18n/langs'
import { formCopy } from './form-copy'

export const materialCopy = {
  pl: {
    ...formCopy.pl,
    heading: 'Pobierz PDF',
    intro: 'Link do pobrania wyślemy na podany adres e-mail; będzie ważny przez 7 dni.',
    fullName: 'Imię i nazwisko',
    email: 'E-mail służbowy',
    company: 'Firma',
    role: 'Stanowisko',
    submit: 'Wyślij mi link',
    success:
      'Gotowe! Link do pobrania wysłaliśmy na Twój adres e-mail. Jeśli nie widzisz wiadomości, sprawdź folder spam.',
  },
  en: {
    ...formCopy.en,
    heading: 'Get the PDF',
    intro: 'We will e-mail you a download link that stays valid for 7 days.',
    fullName: 'Full name',
    email: 'Work e-mail',
    company: 'Company',
    role: 'Role',
    submit: 'Send me the link',
    success: 'Done! We have e-mailed you the download link. If you cannot see the message, check your spam folder.',
  },
} satisfies Record<Lang, Record<string, unknown>>

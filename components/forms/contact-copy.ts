import type { Lang } from '@/lib/shared/i18n/langs'
import { formCopy } from './form-copy'

export const contactCopy = {
  pl: {
    ...formCopy.pl,
    heading: 'Napisz do nas',
    intro: 'Pola oznaczone jako wymagane są potrzebne, abyśmy mogli odpowiedzieć.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    company: 'Firma',
    email: 'E-mail służbowy',
    phone: 'Telefon',
    role: 'Stanowisko',
    area: 'Czego dotyczy zapytanie?',
    chooseArea: 'Wybierz obszar',
    message: 'Wiadomość',
    messageHint: 'Opisz krótko środowisko SAP i to, w czym możemy pomóc.',
    submit: 'Wyślij wiadomość',
    success:
      'Dziękujemy! Wiadomość dotarła do nas. Odpowiemy w ciągu jednego dnia roboczego; potwierdzenie wysłaliśmy na Twój adres e-mail.',
  },
  en: {
    ...formCopy.en,
    heading: 'Write to us',
    intro: 'Fields marked as required are what we need to reply.',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    email: 'Work e-mail',
    phone: 'Phone',
    role: 'Role',
    area: 'What is your enquiry about?',
    chooseArea: 'Choose an area',
    message: 'Message',
    messageHint: 'Briefly describe your SAP landscape and how we can help.',
    submit: 'Send message',
    success:
      'Thank you! Your message has reached us. We will reply within one business day; a confirmation is on its way to your inbox.',
  },
} satisfies Record<Lang, Record<string, unknown>>

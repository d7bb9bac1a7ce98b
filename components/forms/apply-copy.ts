import type { Lang } from '@/lib/shared/i18n/langs'
import { formCopy } from './form-copy'

const megabytes = (bytes: number) => bytes / 1024 / 1024

export const applyCopy = {
  pl: {
    ...formCopy.pl,
    heading: 'Aplikuj na to stanowisko',
    intro:
      'Zgłoszenie trafi wyłącznie do zespołu rekrutacji. Pola oznaczone jako wymagane są potrzebne, abyśmy mogli je rozpatrzyć.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    linkedin: 'Profil LinkedIn',
    linkedinHint: 'Adres profilu, np. https://www.linkedin.com/in/jan-kowalski',
    questions: 'Pytania rekrutacyjne',
    notice: 'Okres wypowiedzenia lub dostępność',
    noticeHint: 'Np. „1 miesiąc” albo „od zaraz”.',
    cv: 'CV',
    cvHint: (maxBytes: number) => `Plik PDF, DOC lub DOCX, najwyżej ${megabytes(maxBytes)} MB.`,
    cvTooLarge: (maxBytes: number) =>
      `Ten plik jest za duży: CV może mieć najwyżej ${megabytes(maxBytes)} MB. Zapisz je jako mniejszy PDF.`,
    cvAgain: (name: string) => `Po odświeżeniu strony wybierz plik ponownie (wcześniej: ${name}).`,
    uploading: (percent: number) => `Wysłano ${percent}%`,
    submit: 'Wyślij aplikację',
    success: 'Dziękujemy! Aplikacja dotarła do zespołu rekrutacji. Potwierdzenie wysłaliśmy na Twój adres e-mail.',
  },
  en: {
    ...formCopy.en,
    heading: 'Apply for this position',
    intro:
      'Your application goes to our recruitment team only. Fields marked as required are what we need to consider it.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    linkedin: 'LinkedIn profile',
    linkedinHint: 'The address of your profile, e.g. https://www.linkedin.com/in/jane-doe',
    questions: 'Recruitment questions',
    notice: 'Notice period or availability',
    noticeHint: 'E.g. “one month” or “right away”.',
    cv: 'CV',
    cvHint: (maxBytes: number) => `A PDF, DOC or DOCX file of at most ${megabytes(maxBytes)} MB.`,
    cvTooLarge: (maxBytes: number) =>
      `This file is too large: a CV may be at most ${megabytes(maxBytes)} MB. Save it as a smaller PDF.`,
    cvAgain: (name: string) => `The page was reloaded: please choose the file again (it was ${name}).`,
    uploading: (percent: number) => `${percent}% sent`,
    submit: 'Send application',
    success:
      'Thank you! Your application has reached our recruitment team. A confirmation is on its way to your inbox.',
  },
} satisfies Record<Lang, Record<string, unknown>>

import type { Lang } from '@/lib/shared/i18n/langs'
import { formCopy } from '@/components/forms/form-copy'
import { polishPlural } from '@/lib/shared/i18n/polish-plural'

type Range = { min: number; max: number }

export const kscCopy = {
  pl: {
    ...formCopy.pl,
    heading: 'Kwestionariusz',
    length: (count: Range, minutes: Range) =>
      `Od ${count.min} do ${count.max} pytań, zależnie od środowiska – około ${minutes.min}–${minutes.max} minut. Najpierw ustalimy, czy ustawa o KSC was obejmuje, potem jakie elementy SAP utrzymujecie, a pytania, które was nie dotyczą, pominiemy.`,
    step: (i: number, n: number) => `Krok ${i} z ${n}`,
    progress: 'Postęp kwestionariusza',
    answered: (a: number, n: number) => `Odpowiedzi: ${a} z ${n}`,
    scopeHeading: 'Czy ustawa o KSC was obejmuje?',
    scopeNote: (n: number) =>
      `${n} ${polishPlural(n, 'pytanie', 'pytania', 'pytań')} o sektor, wielkość i przypadki szczególne. Wynik nie jest poradą prawną.`,
    landscapeHeading: 'Wasze środowisko SAP',
    landscapeNote:
      'Na tej podstawie oraz według statusu podmiotu z poprzedniego kroku pominiemy pytania, które was nie dotyczą; nie obniżą one wyniku.',
    evidenceHeading: 'Dowody z SAP (opcjonalnie)',
    evidenceMeta: 'Zamiast deklaracji: odpowiedzi z eksportów, które zespół Basis pobiera w kilka minut.',
    skipNote:
      '„Nie wiem” i pytanie bez odpowiedzi to stan nieustalony: trafią do planu ustaleń, a przy ich przewadze nie podamy wyniku; „nie dotyczy” nie wchodzi do wyniku.',
    back: 'Wstecz',
    next: 'Dalej',
    finish: 'Pokaż wynik',
    scoring: 'Liczymy wynik…',
    resultHeading: 'Twój wynik',
    entity: 'Status według odpowiedzi',
    duties: 'Obowiązki i terminy',
    notLegalAdvice: 'To wskazówka na podstawie odpowiedzi, a nie porada prawna. Status potwierdź z prawnikiem.',
    whereToLook: 'Gdzie sprawdzić',
    areas: 'Wynik w obszarach',
    ofAnswered: (a: number, n: number) => `${a} z ${n} odpowiedzi`,
    notApplicable: 'nie dotyczy',
    edit: 'Zmień odpowiedzi',
    restart: 'Zacznij od nowa',
    reportHeading: 'Raport PDF na e-mail',
    reportIntro:
      'Wyślemy raport z podsumowaniem dla zarządu, mapą środków, planami z nakładem pracy, listą dowodów w SAP, wzorami zgłoszeń incydentu z ćwiczeniem i Twoimi odpowiedziami. Wielkość i sektor organizacji bierzemy z pierwszego kroku. Raport zawiera tylko wynik: imię, nazwisko i firma trafiają wyłącznie do nas. Tylko ten krok zapisuje dane osobowe.',
    email: 'E-mail służbowy',
    fullName: 'Imię i nazwisko',
    company: 'Firma',
    role: 'Stanowisko',
    phone: 'Telefon',
    submit: 'Wyślij raport',
    success: 'Gotowe! Raport jest w drodze na podany adres. Sprawdź skrzynkę (także folder spam) za kilka minut.',
  },
  en: {
    ...formCopy.en,
    heading: 'Questionnaire',
    length: (count: Range, minutes: Range) =>
      `${count.min} to ${count.max} questions depending on your landscape, about ${minutes.min}–${minutes.max} minutes. First we check whether the KSC act covers you, then which SAP components you run, and we skip the questions that do not apply.`,
    step: (i: number, n: number) => `Step ${i} of ${n}`,
    progress: 'Questionnaire progress',
    answered: (a: number, n: number) => `Answered: ${a} of ${n}`,
    scopeHeading: 'Does the KSC act cover you?',
    scopeNote: (n: number) =>
      `${n} ${n === 1 ? 'question' : 'questions'} on sector, size and special cases. The answer is not legal advice.`,
    landscapeHeading: 'Your SAP landscape',
    landscapeNote:
      'We use this, and your entity’s status from the previous step, to skip questions that do not apply to you; they do not lower your score.',
    evidenceHeading: 'Evidence from SAP (optional)',
    evidenceMeta: 'Instead of beliefs: answers from the exports your Basis team pulls in minutes.',
    skipNote:
      '"Don\'t know" and an unanswered question are not established: they go to the discovery plan, and with too many of them there is no score; "not applicable" is left out of the score.',
    back: 'Back',
    next: 'Next',
    finish: 'Show my result',
    scoring: 'Computing your result…',
    resultHeading: 'Your result',
    entity: 'Status suggested by your answers',
    duties: 'Duties and dates',
    notLegalAdvice: 'A pointer based on your answers, not legal advice. Confirm the status with a lawyer.',
    whereToLook: 'Where to look',
    areas: 'Scores by area',
    ofAnswered: (a: number, n: number) => `${a} of ${n} answered`,
    notApplicable: 'not applicable',
    edit: 'Change answers',
    restart: 'Start again',
    reportHeading: 'PDF report by e-mail',
    reportIntro:
      'We will send a report with a summary for the board, a map of the measures, plans with their effort, an evidence list in SAP, incident report templates with an exercise, and your answers. The size and sector of the organisation come from the first step. The report carries only the result: your name and company come only to us. Only this step stores personal data.',
    email: 'Work e-mail',
    fullName: 'Full name',
    company: 'Company',
    role: 'Role',
    phone: 'Phone',
    submit: 'Send the report',
    success: 'Done! The report is on its way to your inbox. Check it (and the spam folder) in a few minutes.',
  },
} satisfies Record<Lang, Record<string, unknown>>

import 'server-only'
import type { PublicContextQuestion } from '@/lib/shared/contracts/ksc'
import { publicQuestionnaire } from '@/lib/server/domain/ksc/public-questionnaire'
import type { Lang } from '@/lib/shared/i18n/langs'

const words = {
  pl: {
    heading: 'Pytania kwestionariusza',
    version: 'Wersja',
    answer: 'Odpowiedź to indeks wybranej opcji, liczony od 0.',
    length: (n: { min: number; max: number }, m: { min: number; max: number }) =>
      `Od ${n.min} do ${n.max} pytań, zależnie od środowiska; około ${m.min}–${m.max} minut.`,
    scope: 'Zakres: czy ustawa o KSC obejmuje organizację',
    landscape: 'Środowisko SAP (pytania, które nie dotyczą, są pomijane)',
    when: 'zadawane, gdy środowisko obejmuje',
  },
  en: {
    heading: 'The questions',
    version: 'Version',
    answer: 'An answer is the index of the chosen option, counted from 0.',
    length: (n: { min: number; max: number }, m: { min: number; max: number }) =>
      `${n.min} to ${n.max} questions depending on the landscape; about ${m.min}–${m.max} minutes.`,
    scope: 'Scope: does the KSC act cover the organisation',
    landscape: 'The SAP landscape (questions that do not apply are skipped)',
    when: 'asked when the landscape includes',
  },
}

const item = (question: PublicContextQuestion, note = '') =>
  [`- \`${question.id}\`${note}: ${question.text}`, ...question.options.map((option, i) => `  ${i}. ${option}`)].join(
    '\n',
  )

/** The KSC questionnaire as the page shows it, for the Markdown variant: stages, question ids, texts and options. */
export function questionnaireProse(lang: Lang): string {
  const q = publicQuestionnaire(lang)
  const t = words[lang]
  const section = (heading: string, questions: string[]) => [`### ${heading}`, ...questions].join('\n\n')
  return [
    `## ${t.heading}`,
    `${t.version}: ${q.version}. ${t.length(q.questionCount, q.minutes)} ${t.answer}`,
    section(
      t.scope,
      q.scope.map((x) => item(x)),
    ),
    section(
      t.landscape,
      q.landscape.map((x) => item(x)),
    ),
    ...q.areas.map((area) =>
      section(
        `${area.name} (${area.clause})`,
        area.questions.map((x) => item(x, x.when ? ` (${t.when}: ${x.when})` : '')),
      ),
    ),
  ].join('\n\n')
}

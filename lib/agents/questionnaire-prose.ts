import 'server-only'
import { publicQuestionnaire } from '@/lib/ksc/public-questionnaire'
import type { Lang } from '@/lib/i18n/langs'

const words = {
  pl: { heading: 'Pytania kwestionariusza', version: 'Wersja', answer: 'Odpowiedź to indeks wybranej opcji, liczony od 0.' },
  en: { heading: 'The questions', version: 'Version', answer: 'An answer is the index of the chosen option, counted from 0.' },
}

/** The KSC questionnaire as the page shows it, for the Markdown variant: question ids, texts and options. */
export function questionnaireProse(lang: Lang): string {
  const q = publicQuestionnaire(lang)
  const t = words[lang]
  const areas = q.areas.map((area) =>
    [
      `### ${area.name} (${area.clause})`,
      ...area.questions.map((question) =>
        [`- \`${question.id}\`: ${question.text}`, ...question.options.map((option, i) => `  ${i}. ${option}`)].join('\n'),
      ),
    ].join('\n\n'),
  )
  return [`## ${t.heading}`, `${t.version}: ${q.version}. ${t.answer}`, ...areas].join('\n\n')
}

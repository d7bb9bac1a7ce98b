import 'server-only'
import type { MeasuredAnswer } from '@/lib/shared/contracts/ksc-evidence'
import type { Answers } from './answers'
import type { Questionnaire } from './questionnaire-schema'

/** Keeps only the marks that fit the answer given, so a request cannot call any answer "measured". */
export function measuredMarks(
  measured: Record<string, MeasuredAnswer> | undefined,
  answers: Answers,
  q: Questionnaire,
): Record<string, MeasuredAnswer> {
  if (!measured) return {}
  return Object.fromEntries(
    q.questions.flatMap((question) => {
      const mark = measured[question.id]
      const option = question.options[answers[question.id] ?? -1]
      return mark && option?.measured?.includes(mark.finding) ? [[question.id, mark]] : []
    }),
  )
}

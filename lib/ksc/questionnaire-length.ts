import type { Questionnaire } from './questionnaire-schema'

/** How many questions a visitor answers, and in how many minutes: fewest (no optional part of the landscape) to most. */
export function questionnaireLength(q: Questionnaire) {
  const context = q.scope.length + q.landscape.length
  const scored = { min: q.questions.filter((x) => !x.when).length, max: q.questions.length }
  const minutes = (n: number) => Math.round((context * q.timing.contextSeconds + n * q.timing.questionSeconds) / 60)
  return {
    questionCount: { min: context + scored.min, max: context + scored.max },
    minutes: { min: minutes(scored.min), max: minutes(scored.max) },
  }
}

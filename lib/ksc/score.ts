import 'server-only'
import { questionnaire, type Questionnaire } from '@/lib/content/questionnaire'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'

// The readiness score. Server only: the page never learns points, weights or the rules below.
//
// - A question scores its chosen option's points out of 4. "Don't know" and unanswered questions score 0:
//   readiness that cannot be shown is not counted. Unknown question ids and option indexes out of range are
//   skipped and count as unanswered.
// - An area scores 100 x (its points) / (4 x its questions).
// - The overall score is the mean of the area scores, weighted by each area's weight, rounded.
// - The level is the highest whose threshold the score reaches; a key measure not met (answered below its
//   pass mark, "don't know", or unanswered) caps it at `keyMeasureCap`, whatever the average.
// - The weakest areas are the three lowest under 100, each with its recommendation.

export const MAX_POINTS = 4
const WEAKEST = 3

export type Answers = Record<string, number>

/** The options chosen, for the questions that exist and indexes in range. */
export function chosenOptions(answers: Answers, q: Questionnaire = questionnaire()) {
  return q.questions.flatMap((question) => {
    const index = answers[question.id]
    const option = index === undefined ? undefined : question.options[index]
    return option ? [{ question, option, index: index! }] : []
  })
}

export function scoreAnswers(answers: Answers, lang: Lang, q: Questionnaire = questionnaire()): ScoreResult {
  const chosen = new Map(chosenOptions(answers, q).map((c) => [c.question.id, c.option]))
  const areas = q.areas.map((area) => {
    const questions = q.questions.filter((question) => question.area === area.id)
    const points = questions.reduce((sum, question) => sum + (chosen.get(question.id)?.points ?? 0), 0)
    const exact = (100 * points) / (MAX_POINTS * questions.length)
    return {
      area,
      exact,
      result: {
        id: area.id,
        name: area.name[lang],
        score: Math.round(exact),
        answered: questions.filter((question) => chosen.has(question.id)).length,
        total: questions.length,
      },
    }
  })
  const totalWeight = areas.reduce((sum, a) => sum + a.area.weight, 0)
  const score = Math.round(areas.reduce((sum, a) => sum + a.exact * a.area.weight, 0) / totalWeight)

  const failedKeyMeasures = q.questions.filter((question) => question.key && (chosen.get(question.id)?.points ?? 0) < question.key.pass)
  const reached = q.levels.filter((level) => score >= level.min).at(-1)!
  const capIndex = q.levels.findIndex((level) => level.id === q.keyMeasureCap)
  const level = failedKeyMeasures.length > 0 && q.levels.indexOf(reached) > capIndex ? q.levels[capIndex]! : reached

  const weakestAreas = areas
    .filter((a) => a.exact < 100)
    .sort((a, b) => a.exact - b.exact || b.area.weight - a.area.weight)
    .slice(0, WEAKEST)
    .map((a) => ({ ...a.result, recommendation: a.area.recommendation[lang], horizon: a.area.horizon }))

  return {
    score,
    level: level.id,
    levelName: level.name[lang],
    levelDescription: level.description[lang],
    areas: areas.map((a) => a.result),
    weakestAreas,
    failedKeyMeasures: failedKeyMeasures.map((question) => ({ id: question.id, text: question.text[lang] })),
    unanswered: q.questions.length - chosen.size,
  }
}

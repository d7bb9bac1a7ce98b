import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import {
  MAX_POINTS,
  failsKeyMeasure,
  landscapeFlags,
  scopeValues,
  scoredAnswers,
  type Answers,
  type Scored,
} from './answers'
import { citeNis2 } from './clause'
import { classify } from './classify-entity'
import { describeEntity } from './entity'
import { planActions, planEffort, readiness, toFindOut, weeksLeft } from './plan'
import { questionnaire as loaded } from './questionnaire'
import type { Questionnaire } from './questionnaire-schema'

// The readiness score. Server only: the page never learns points, weights or the rules below; the report
// discloses them.
//
// - A question applies when its landscape asks it, its area binds the entity type (art. 20 and 23 bind only entities
//   in scope; DORA replaces art. 23) and it is not answered "not applicable"; one that does not apply leaves the
//   denominator. An applicable question scores its option's points out of 4; "don't know" and
//   unanswered score 0: readiness that cannot be shown is not counted.
// - An area scores 100 x (its points) / (4 x its applicable questions); an area with none does not count.
// - The overall score is the mean of the counted area scores, weighted by each area's weight, rounded.
// - The level is the highest whose threshold the score reaches; a key measure that applies and is not met
//   (below its pass mark, "don't know" or unanswered) caps it at `keyMeasureCap`, and the result says so.

const WEAKEST = 3

export interface AreaScore {
  area: Questionnaire['areas'][number]
  items: Scored[]
  /** Unrounded 0-100, or null when no question of the area applies. */
  exact: number | null
}

export function areaScores(scored: Scored[], q: Questionnaire): AreaScore[] {
  return q.areas.map((area) => {
    const items = scored.filter((s) => s.question.area === area.id)
    const applicable = items.filter((s) => s.applies)
    const points = applicable.reduce((sum, s) => sum + (s.option?.points ?? 0), 0)
    return { area, items, exact: applicable.length ? (100 * points) / (MAX_POINTS * applicable.length) : null }
  })
}

export function scoreAnswers(answers: Answers, lang: Lang, q: Questionnaire = loaded(), now = new Date()): ScoreResult {
  const classified = classify(scopeValues(answers, q))
  const flags = landscapeFlags(answers, q)
  const scored = scoredAnswers(answers, q, classified.type)
  const areas = areaScores(scored, q)
  const counted = areas.filter((a) => a.exact !== null)
  const totalWeight = counted.reduce((sum, a) => sum + a.area.weight, 0)
  const score = totalWeight
    ? Math.round(counted.reduce((sum, a) => sum + a.exact! * a.area.weight, 0) / totalWeight)
    : 0

  const failed = scored.filter(failsKeyMeasure)
  const reached = q.levels.filter((level) => score >= level.min).at(-1)!
  const capIndex = q.levels.findIndex((level) => level.id === q.keyMeasureCap)
  const capped = failed.length > 0 && q.levels.indexOf(reached) > capIndex
  const level = capped ? q.levels[capIndex]! : reached

  const areaResults = areas.map((a) => ({
    id: a.area.id,
    name: a.area.name[lang],
    clause: citeNis2(a.area.clause, lang),
    score: a.exact === null ? null : Math.round(a.exact),
    answered: a.items.filter((s) => s.option && s.applies).length,
    applicable: a.items.filter((s) => s.applies).length,
    total: a.items.length,
  }))
  const applicable = scored.filter((s) => s.applies)
  const actions = planActions(areas, totalWeight, {
    lang,
    flags,
    dora: classified.type === 'dora',
    capacity: q.plan.capacity,
  })

  return {
    entity: describeEntity(classified, lang, q),
    score,
    level: level.id,
    levelName: level.name[lang],
    levelDescription: level.description[lang],
    capped,
    areas: areaResults,
    weakestAreas: areaResults
      .map((a, i) => ({ a, exact: areas[i]!.exact, weight: areas[i]!.area.weight }))
      .filter((x) => x.exact !== null && x.exact < 100)
      .sort((x, y) => x.exact! - y.exact! || y.weight - x.weight)
      .slice(0, WEAKEST)
      .map((x) => x.a),
    failedKeyMeasures: failed.map((s) => ({ id: s.question.id, text: s.question.key!.name[lang] })),
    actions,
    effort: planEffort(actions),
    weeksLeft: weeksLeft(q, classified.type, now),
    toFindOut: toFindOut(scored, lang, flags),
    readiness: readiness(scored),
    unanswered: applicable.filter((s) => !s.option).length,
    notApplicable: scored.length - applicable.length,
  }
}

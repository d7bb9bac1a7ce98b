import 'server-only'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Lang } from '@/lib/shared/i18n/langs'
import {
  MAX_POINTS,
  failsKeyMeasure,
  isUnknown,
  answeredFlags,
  capacityOf,
  dayRateOf,
  landscapeFlags,
  scopeValues,
  toolsHeld,
  scoredAnswers,
  type Answers,
  unknownKeyMeasure,
  type Scored,
} from './answers'
import { areaClause } from './clause'
import { classify } from '../../../shared/ksc/classify-entity'
import { boardDecisions } from './board-decisions'
import { describeEntity } from './entity'
import { competentBodies, legalMarks, mustDos, openAtDeadline } from './must-do'
import { byOwner, ownerResolver, planActions, planEffort, readiness, toFindOut, weeksLeft } from './plan'
import { questionnaire as loaded } from './questionnaire'
import type { Questionnaire } from './questionnaire-schema'

// Server only: the page never learns points, weights or the rules (docs/architecture.md, The KSC check).

const WEAKEST = 3

export interface AreaScore {
  area: Questionnaire['areas'][number]
  items: Scored[]
  applicable: number
  unknown: number
  /** Unrounded 0-100, or null when no question of the area applies or too many answers are unknown. */
  exact: number | null
}

/** Whether `unknown` of `applicable` answers is more than the questionnaire lets a score rest on. */
export const tooManyUnknown = (unknown: number, applicable: number, q: Questionnaire) =>
  applicable > 0 && unknown / applicable > q.unknownLimit

export function areaScores(scored: Scored[], q: Questionnaire): AreaScore[] {
  return q.areas.map((area) => {
    const items = scored.filter((s) => s.question.area === area.id)
    const applicable = items.filter((s) => s.applies)
    const unknown = applicable.filter(isUnknown).length
    const points = applicable.reduce((sum, s) => sum + (s.option?.points ?? 0), 0)
    const counted = applicable.length > 0 && !tooManyUnknown(unknown, applicable.length, q)
    return {
      area,
      items,
      applicable: applicable.length,
      unknown,
      exact: counted ? (100 * points) / (MAX_POINTS * applicable.length) : null,
    }
  })
}

export function scoreAnswers(answers: Answers, lang: Lang, q: Questionnaire = loaded(), now = new Date()): ScoreResult {
  const classified = classify(scopeValues(answers, q))
  const flags = landscapeFlags(answers, q)
  const scored = scoredAnswers(answers, q, classified.type)
  const areas = areaScores(scored, q)
  const counted = areas.filter((a) => a.exact !== null)
  const totalWeight = counted.reduce((sum, a) => sum + a.area.weight, 0)
  const applicable = scored.filter((s) => s.applies)
  const unknown = applicable.filter(isUnknown).length
  const established = totalWeight > 0 && !tooManyUnknown(unknown, applicable.length, q)
  const score = established
    ? Math.round(counted.reduce((sum, a) => sum + a.exact! * a.area.weight, 0) / totalWeight)
    : null

  const failed = scored.filter(failsKeyMeasure)
  const unknownKeys = scored.filter(unknownKeyMeasure)
  const reached = score === null ? null : q.levels.filter((level) => score >= level.min).at(-1)!
  const capIndex = q.levels.findIndex((level) => level.id === q.keyMeasureCap)
  const capped = !!reached && failed.length + unknownKeys.length > 0 && q.levels.indexOf(reached) > capIndex
  const level = capped ? q.levels[capIndex]! : reached

  const areaResults = areas.map((a) => ({
    id: a.area.id,
    name: a.area.name[lang],
    clause: areaClause(a.area, classified.type, lang),
    score: a.exact === null ? null : Math.round(a.exact),
    status:
      a.exact !== null
        ? ('scored' as const)
        : a.applicable
          ? ('not-established' as const)
          : ('not-applicable' as const),
    answered: a.items.filter((s) => s.option && s.applies).length,
    unknown: a.unknown,
    applicable: a.applicable,
    total: a.items.length,
  }))
  const team = q.landscape.find((l) => l.id === 'land-security-team')?.options[answers['land-security-team'] ?? -1]
  const ownerOf = ownerResolver(team && !team.dontKnow ? new Set(team.sets) : null, lang)
  const capacity = capacityOf(answers, q)
  const actions = planActions(areas, {
    ownerOf,
    lang,
    flags,
    dora: classified.type === 'dora',
    capacity,
    legal: legalMarks(classified.type, q),
    holds: toolsHeld(answers, q),
    tools: q.tools,
  })
  const findOut = toFindOut(scored, lang, flags, q, ownerOf)
  const scope = scopeValues(answers, q)
  const competent = competentBodies(scope, classified.type, lang, q)
  const must = mustDos(classified.type, scope, scored, competent, { lang, now, q, ownerOf })
  const weeks = weeksLeft(q, classified.type, now)
  const keyText = (s: Scored) => ({ id: s.question.id, text: s.question.key!.name[lang] })

  const result = {
    entity: describeEntity(classified, scope['scope-sector'] ?? 'unknown', lang, q),
    score,
    level: level?.id ?? null,
    levelName: level?.name[lang] ?? null,
    levelDescription: level?.description[lang] ?? null,
    capped,
    unknownShare: applicable.length ? Math.round((100 * unknown) / applicable.length) : 0,
    areas: areaResults,
    // An area of one applicable question says little of a whole measure: those come after the broader ones.
    weakestAreas: areaResults
      .map((a, i) => ({ a, exact: areas[i]!.exact, weight: areas[i]!.area.weight, broad: a.applicable > 1 }))
      .filter((x) => x.exact !== null && x.exact < 100)
      .sort((x, y) => Number(y.broad) - Number(x.broad) || x.exact! - y.exact! || y.weight - x.weight)
      .slice(0, WEAKEST)
      .map((x) => x.a),
    failedKeyMeasures: failed.map(keyText),
    unknownKeyMeasures: unknownKeys.map(keyText),
    actions,
    effort: planEffort(actions),
    dayRate: dayRateOf(answers, q),
    weeksLeft: weeks,
    competent,
    mustDo: must,
    capacity,
    atDeadline: openAtDeadline(weeks, must, actions, q, capacity, score !== null),
    toFindOut: findOut,
    discovery: byOwner(findOut),
    load90: byOwner(actions.filter((a) => a.plan === '90d')),
    unknownLimit: Math.round(100 * q.unknownLimit),
    readiness: readiness(scored, classified.type === 'dora'),
    unanswered: applicable.filter((s) => !s.option).length,
    notApplicable: scored.length - applicable.length,
  }
  return { ...result, decisions: boardDecisions(result, lang, { erp: answeredFlags(answers, q), now, q, ownerOf }) }
}

import type { EntityType } from '@/lib/shared/contracts/ksc'
import { binds } from '../../../shared/ksc/classify-entity'
import type { Questionnaire } from './questionnaire-schema'

/** The scored questions an entity type is asked in the fullest landscape. */
function questionsFor(q: Questionnaire, type: EntityType) {
  const areas = new Set(q.areas.filter((a) => binds(a, type)).map((a) => a.id))
  return q.questions.filter((x) => areas.has(x.area))
}

/** Questions a visitor answers and minutes it takes, fewest (least asked entity type, no optional part) to most. */
export function questionnaireLength(q: Questionnaire) {
  const context = q.scope.length + q.landscape.length
  const perType = (Object.keys(q.entityTypes) as EntityType[]).map((type) => questionsFor(q, type))
  const scored = {
    min: Math.min(...perType.map((questions) => questions.filter((x) => !x.when).length)),
    max: Math.max(...perType.map((questions) => questions.length)),
  }
  const minutes = (n: number) => Math.round((context * q.timing.contextSeconds + n * q.timing.questionSeconds) / 60)
  return {
    questionCount: { min: context + scored.min, max: context + scored.max },
    minutes: { min: minutes(scored.min), max: minutes(scored.max) },
  }
}

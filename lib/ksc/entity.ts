import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import type { Questionnaire } from './questionnaire-schema'

type Entity = ScoreResult['entity']
type Scope = Partial<Record<'scope-sector' | 'scope-size' | 'scope-special' | 'scope-dora', string>>

// Which entity type the scope answers suggest, by NIS2 art. 2-4 as the KSC act takes them over: the type and the
// reasons (ids of the questionnaire's `reasons`). An unanswered scope question counts as "don't know".
export function classify(scope: Scope): { type: Entity['type']; reasons: string[] } {
  const { 'scope-sector': sector = 'unknown', 'scope-size': size = 'unknown', 'scope-special': special = 'unknown', 'scope-dora': dora = 'unknown' } = scope
  if (dora === 'yes') return { type: 'legal-check', reasons: ['dora'] }
  if (special === 'yes') return { type: 'legal-check', reasons: ['special'] }
  if (sector === 'unknown' || special === 'unknown' || dora === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  if (sector === 'none') return { type: 'outside', reasons: ['no-sector'] }
  if (size === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  if (size === 'small') return { type: 'outside', reasons: ['small'] }
  if (sector === 'annex1') return size === 'large' ? { type: 'key', reasons: ['annex1-large'] } : { type: 'important', reasons: ['annex1-medium'] }
  return { type: 'important', reasons: ['annex2'] }
}

/** The entity type with its duties and their articles, in the requested language. */
export function describeEntity(scope: Scope, lang: Lang, q: Questionnaire): Entity {
  const { type, reasons } = classify(scope)
  const entity = q.entityTypes[type]
  return {
    type,
    name: entity.name[lang],
    reasons: reasons.map((r) => q.reasons[r]![lang]),
    target: entity.target,
    targetName: q.levels.find((l) => l.id === entity.target)!.name[lang],
    duties: entity.duties.map((id) => ({ id, text: q.duties[id]!.text[lang], basis: q.duties[id]!.basis[lang] })),
  }
}

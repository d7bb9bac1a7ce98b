import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import type { Questionnaire } from './questionnaire-schema'

type Entity = ScoreResult['entity']
type Scope = Partial<Record<'scope-sector' | 'scope-size' | 'scope-special' | 'scope-dora', string>>

type Classified = { type: Entity['type']; reasons: string[] }

/** The type by sector and size alone. */
function bySectorAndSize(sector: string, size: string): Classified {
  if (sector === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  if (sector === 'none') return { type: 'outside', reasons: ['no-sector'] }
  if (size === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  if (size === 'small') return { type: 'outside', reasons: ['small'] }
  if (sector === 'annex1')
    return size === 'large'
      ? { type: 'key', reasons: ['annex1-large'] }
      : { type: 'important', reasons: ['annex1-medium'] }
  return { type: 'important', reasons: ['annex2'] }
}

// Which entity type the scope answers suggest, by NIS2 art. 2-4 as the KSC act takes them over: the type and the
// reasons (ids of the questionnaire's `reasons`). An unanswered scope question counts as "don't know". A financial
// entity follows DORA. A special case only raises the status: a key or important entity stays so (a special case
// may make an important one key, which the reason says); one outside the act, or unknown, needs a legal check.
export function classify(scope: Scope): Classified {
  const {
    'scope-sector': sector = 'unknown',
    'scope-size': size = 'unknown',
    'scope-special': special = 'unknown',
    'scope-dora': dora = 'unknown',
  } = scope
  if (dora === 'yes') return { type: 'dora', reasons: ['dora'] }
  if (dora === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  const base = bySectorAndSize(sector, size)
  const inScope = base.type === 'key' || base.type === 'important'
  if (special === 'yes')
    return inScope
      ? { type: base.type, reasons: [...base.reasons, 'special'] }
      : { type: 'legal-check', reasons: ['special'] }
  if (special === 'unknown' && !inScope) return { type: 'legal-check', reasons: ['unknown'] }
  return base
}

/** The entity type with its duties and their articles, in the requested language. */
export function describeEntity({ type, reasons }: Classified, lang: Lang, q: Questionnaire): Entity {
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

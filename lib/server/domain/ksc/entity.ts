import 'server-only'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { Questionnaire } from './questionnaire-schema'
import type { Classified } from '../../../shared/ksc/classify-entity'

type Entity = ScoreResult['entity']

/** The entity type with its duties for its sector (`scope-sector`, "unknown" when unanswered) and their articles, in the requested language. */
export function describeEntity({ type, reasons }: Classified, sector: string, lang: Lang, q: Questionnaire): Entity {
  const entity = q.entityTypes[type]
  return {
    type,
    name: entity.name[lang],
    reasons: reasons.map((r) => q.reasons[r]![lang]),
    target: entity.target,
    targetName: q.levels.find((l) => l.id === entity.target)!.name[lang],
    // A duty bound to sectors (the KSC register for a financial entity) only where the sector answered is one of them.
    duties: entity.duties
      .filter((id) => !q.duties[id]!.sectors || (q.duties[id]!.sectors as string[]).includes(sector))
      .map((id) => ({ id, text: q.duties[id]!.text[lang], basis: q.duties[id]!.basis[lang] })),
  }
}

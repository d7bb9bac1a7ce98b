import type { EntityType } from '@/lib/shared/contracts/ksc'

// Not a secret: the law's own test, shared by the score (lib/server/domain/ksc/score.ts) and the page, which leaves out
// the areas that do not bind the entity its visitor described.

export type Scope = Partial<
  Record<'scope-sector' | 'scope-size' | 'scope-special' | 'scope-dora' | 'scope-group', string>
>

export type Classified = { type: EntityType; reasons: string[] }

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

// Size counts linked and partner enterprises (Annex to Recommendation 2003/361/EC, art. 3 and 6): a size given for
// the organisation alone leaves a small one to a legal check and a medium one possibly key.
function byGroup(base: Classified, group: string): Classified {
  const bySize = base.reasons[0] === 'small'
  if (group === 'alone' && bySize) return { type: 'legal-check', reasons: ['group'] }
  if (group === 'alone' && base.reasons[0] === 'annex1-medium') return { ...base, reasons: [...base.reasons, 'group'] }
  if (group === 'unknown' && bySize) return { type: 'legal-check', reasons: ['unknown'] }
  return base
}

// The entity type by NIS2 art. 2-4 as the KSC act takes them over; a special case only raises the status.
export function classify(scope: Scope): Classified {
  const {
    'scope-sector': sector = 'unknown',
    'scope-size': size = 'unknown',
    'scope-special': special = 'unknown',
    'scope-dora': dora = 'unknown',
    'scope-group': group = 'unknown',
  } = scope
  if (dora === 'yes') return { type: 'dora', reasons: ['dora'] }
  if (dora === 'unknown') return { type: 'legal-check', reasons: ['unknown'] }
  const base = byGroup(bySectorAndSize(sector, size), group)
  const inScope = base.type === 'key' || base.type === 'important'
  if (special === 'yes')
    return inScope
      ? { type: base.type, reasons: [...base.reasons, 'special'] }
      : { type: 'legal-check', reasons: ['special'] }
  if (special === 'unknown' && !inScope) return { type: 'legal-check', reasons: ['unknown'] }
  return base
}

/** Whether an area of the questionnaire binds an entity type: an area without a scope binds every type. */
export const binds = (area: { scope?: readonly EntityType[] }, type: EntityType) =>
  !area.scope || area.scope.includes(type)

import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { ReportCopy } from './report-copy'

/**
 * The three decisions the summary puts to the management body, from the result: failed key measures first,
 * then what the entity status calls for, then reporting readiness, then the year's plan and its review.
 */
export function boardDecisions(result: ScoreResult, t: ReportCopy): string[] {
  const d = t.decision
  const status = { key: d.register, important: d.register, 'legal-check': d.legal, outside: d.supplier }[result.entity.type]
  const yearPlan = result.actions.filter((a) => a.plan === '12m').length
  return [
    result.failedKeyMeasures.length > 0 && d.keyPlan(result.failedKeyMeasures.length),
    status,
    result.readiness.some((r) => r.status !== 'ready') && d.reporting,
    yearPlan > 0 && d.yearPlan(yearPlan),
    d.review,
  ]
    .filter((x): x is string => typeof x === 'string')
    .slice(0, 3)
}

import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { ReportCopy } from './report-copy'

const planOf = (result: ScoreResult, plan: ScoreResult['effort'][number]['plan']) =>
  result.effort.find((e) => e.plan === plan)!

/**
 * The three decisions the summary puts to the management body, each with its effort: the discovery plan where the
 * score or a key measure is not established, the 90-day plan (its key measures counted), then what the entity status
 * calls for, then reporting readiness where art. 23 applies, then the year's plan, then its review.
 */
export function boardDecisions(result: ScoreResult, t: ReportCopy): string[] {
  const d = t.decision
  const plan90 = planOf(result, '90d')
  const keys = result.actions.filter((a) => a.plan === '90d' && a.key).length
  const confirm = result.toFindOut.filter((f) => f.key).length
  const discoveryDays = result.discovery.reduce((n, o) => n + o.days, 0)
  // What the procedure costs: its steps, and establishing the answers nobody knew.
  const reportingDays = [...result.actions.filter((a) => a.plan !== 'improve'), ...result.toFindOut]
    .filter((a) => a.id.startsWith('rep-'))
    .reduce((n, a) => n + a.days, 0)
  const plan12 = planOf(result, '12m')
  // The board's oversight rests on NIS2 art. 20, on DORA art. 5 for a financial entity, on nothing outside the act.
  const type = result.entity.type
  const reviewBasis = type === 'outside' ? null : type === 'dora' ? d.reviewBasis.dora : d.reviewBasis.nis2
  return [
    (result.score === null || confirm > 0) && d.discovery(result.toFindOut.length, discoveryDays),
    plan90.items > 0 && d.plan90(plan90.items, plan90.days, keys),
    d.status[result.entity.type],
    result.readiness.some((r) => r.status !== 'ready') && d.reporting(reportingDays),
    plan12.items > 0 && d.yearPlan(plan12.items, plan12.days),
    d.review(reviewBasis),
  ]
    .filter((x): x is string => typeof x === 'string')
    .slice(0, 3)
}

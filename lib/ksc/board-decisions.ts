import 'server-only'
import type { ScoreResult } from '@/lib/contracts/ksc'
import { kscDecisionWords } from '@/lib/i18n/ksc-decision-words'
import { kscResultWords } from '@/lib/i18n/ksc-result-words'
import type { Lang } from '@/lib/i18n/langs'
import { formatDate } from '@/lib/i18n/messages'

type Result = Omit<ScoreResult, 'decisions'>

// The first three that apply of the decisions below, the law first; a must-do's carries its owner and date, a plan's
// its effort, its cost at the visitor's day rate and the tools to buy.
export function boardDecisions(result: Result, lang: Lang, erp: ReadonlySet<string>): string[] {
  const d = kscDecisionWords[lang]
  const { planCost } = kscResultWords[lang]
  const cost = (e: { days: number; tools: Result['effort'][number]['tools'] }) =>
    planCost(e.days, result.dayRate, e.tools)
  const effort = (plan: string) => result.effort.find((e) => e.plan === plan)!
  const plan90 = effort('90d')
  const plan12 = effort('12m')
  const keys = result.actions.filter((a) => a.plan === '90d' && a.key).length
  const discoveryDays = result.discovery.reduce((n, o) => n + o.days, 0)
  const open = (id: string) => result.mustDo.find((m) => m.id === id && m.state !== 'done')
  const fromMustDo = (id: string, text = d.mustDo[id]!, extra = '') => {
    const m = open(id)
    return m && `${text}${extra}${d.by(m.owner, formatDate(lang, m.due))}`
  }
  const approval = open('approval')
  const register = open('register')
  const type = result.entity.type
  // The board's oversight rests on NIS2 art. 20, on DORA art. 5 for a financial entity, on nothing outside the act.
  const reviewBasis = type === 'outside' ? null : type === 'dora' ? d.reviewBasis.dora : d.reviewBasis.nis2
  return [
    (result.score === null || result.unknownKeyMeasures.length > 0) &&
      result.toFindOut.length > 0 &&
      d.discovery(result.toFindOut.length, discoveryDays, cost({ days: discoveryDays, tools: [] })),
    fromMustDo('legal-check'),
    register && fromMustDo('register', register.state === 'unknown' ? d.mustDo.registerUnknown : d.mustDo.register),
    fromMustDo(
      'approval',
      d.mustDo.approval,
      plan90.items > 0 ? d.withPlan90(plan90.items, plan90.days, cost(plan90)) : '',
    ),
    // The ECC decision is the board's alone; the procedure stays among the must-dos on page one either way.
    erp.has('ecc') && d.ecc(erp.has('ecc-old')),
    fromMustDo('procedure'),
    !approval && plan90.items > 0 && d.plan90(plan90.items, plan90.days, keys, cost(plan90)),
    d.status[type],
    plan12.items > 0 && d.yearPlan(plan12.items, plan12.days, cost(plan12)),
    d.review(reviewBasis),
  ]
    .filter((x): x is string => typeof x === 'string')
    .slice(0, 3)
}

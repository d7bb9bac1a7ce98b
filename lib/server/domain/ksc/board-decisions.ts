import 'server-only'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import { kscDecisionWords } from '@/lib/shared/i18n/ksc-decision-words'
import { kscResultWords } from '@/lib/shared/i18n/ksc-result-words'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formatDate } from '@/lib/shared/i18n/messages'
import { actionsEffort, ownerNames, type OwnerOf } from './plan'
import type { Questionnaire } from './questionnaire-schema'

type Result = Omit<ScoreResult, 'decisions'>
type Effort = Omit<Result['effort'][number], 'plan'>

const DAY = 24 * 3600 * 1000

interface Context {
  /** The landscape flags answered (`ecc`, `ecc-old`). */
  erp: ReadonlySet<string>
  now: Date
  q: Questionnaire
  ownerOf: OwnerOf
}

// The first three that apply of the decisions below, the law first. Each carries an owner and a date: a must-do's
// its own; the others the board, or whoever does the work, within `plan.decideWithin` days. Each carries its money
// where the plan has any: the effort, its cost at the visitor's day rate and the tools to buy.
export function boardDecisions(result: Result, lang: Lang, { erp, now, q, ownerOf }: Context): string[] {
  const d = kscDecisionWords[lang]
  const { planCost } = kscResultWords[lang]
  const type = result.entity.type
  const cost = (e: Pick<Effort, 'days' | 'tools'>) => planCost(e.days, result.dayRate, e.tools)
  const effort = (plan: string) => result.effort.find((e) => e.plan === plan)!
  const plan90 = effort('90d')
  const plan12 = effort('12m')
  const keys = result.actions.filter((a) => a.plan === '90d' && a.key).length
  const discoveryDays = result.discovery.reduce((n, o) => n + o.days, 0)
  // Within the adaptation period a date never runs past its end, as the must-dos' (lib/server/domain/ksc/must-do.ts).
  const deadline = result.weeksLeft === null ? Infinity : Date.parse(`${q.plan.adaptationDeadline}T00:00:00Z`)
  const soon = formatDate(
    lang,
    new Date(Math.max(now.getTime(), Math.min(now.getTime() + q.plan.decideWithin * DAY, deadline)))
      .toISOString()
      .slice(0, 10),
  )
  // "Kierownik podmiotu" is the KSC act's term: under DORA the board is its management body, outside the act the board.
  const board = d.board[type] ?? ownerNames.board[lang]
  const byBoard = d.by(board, soon)
  const open = (id: string) => result.mustDo.find((m) => m.id === id && m.state !== 'done')
  // A must-do's money: the plan's actions on the answers that leave it open (the procedure's reports and templates).
  const behind = (id: string) => {
    const questions = Object.keys(q.mustDo.find((m) => m.id === id)?.questions ?? {})
    const e = actionsEffort(result.actions.filter((a) => questions.includes(a.id) && a.plan !== 'improve'))
    return e.items > 0 ? d.withActions(e.items, e.days, cost(e)) : ''
  }
  const fromMustDo = (id: string, text = d.mustDo[id]!, extra = behind(id)) => {
    const m = open(id)
    return m && `${text}${extra}${d.by(m.owner, formatDate(lang, m.due))}`
  }
  const approval = open('approval')
  const register = open('register')
  // DORA's and a supplier's decision carry the 90-day plan, as the art. 20 approval does; else the year's plan.
  const carried = plan90.items > 0 ? plan90 : plan12.items > 0 ? plan12 : null
  const statusPlan =
    (type === 'dora' || type === 'outside') && carried
      ? { horizon: carried === plan90 ? ('90d' as const) : ('12m' as const), ...carried, cost: cost(carried) }
      : null
  const status =
    type === 'dora'
      ? `${d.status.dora(statusPlan)}${byBoard}`
      : type === 'outside'
        ? `${d.status.outside(statusPlan)}${d.by(ownerOf('contracts'), soon)}`
        : null
  // The board's oversight rests on NIS2 art. 20, on DORA art. 5 for a financial entity, on nothing outside the act.
  const reviewBasis = type === 'outside' ? null : type === 'dora' ? d.reviewBasis.dora : d.reviewBasis.nis2
  return [
    (result.score === null || result.unknownKeyMeasures.length > 0) &&
      result.toFindOut.length > 0 &&
      `${d.discovery(result.toFindOut.length, discoveryDays, cost({ days: discoveryDays, tools: [] }))}${d.by(ownerOf('ciso'), soon)}`,
    fromMustDo('legal-check', d.mustDo['legal-check'], d.legalFee),
    register && fromMustDo('register', register.state === 'unknown' ? d.mustDo.registerUnknown : d.mustDo.register),
    fromMustDo(
      'approval',
      d.mustDo.approval,
      plan90.items > 0 ? d.withPlan90(plan90.items, plan90.days, cost(plan90)) : '',
    ),
    // The ECC decision is the board's alone; the procedure stays among the must-dos on page one either way.
    erp.has('ecc') && `${d.ecc(erp.has('ecc-old'))}${byBoard}`,
    fromMustDo('procedure'),
    status,
    !approval && !status && plan90.items > 0 && `${d.plan90(plan90.items, plan90.days, keys, cost(plan90))}${byBoard}`,
    plan12.items > 0 &&
      statusPlan?.horizon !== '12m' &&
      `${d.yearPlan(plan12.items, plan12.days, cost(plan12))}${byBoard}`,
    `${d.review(reviewBasis)}${byBoard}`,
  ]
    .filter((x): x is string => typeof x === 'string')
    .slice(0, 3)
}

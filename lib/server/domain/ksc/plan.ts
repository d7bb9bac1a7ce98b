import 'server-only'
import type { EntityType, KscAction, ScoreResult, owners, planHorizons } from '@/lib/shared/contracts/ksc'
import type { Lang } from '@/lib/shared/i18n/langs'
import { forLandscape } from '@/lib/shared/i18n/landscape-text'
import { MAX_POINTS, failsKeyMeasure, gradedOptions, isUnknown, type Scored } from './answers'
import { citeDora, citeNis2 } from './clause'
import type { Questionnaire } from './questionnaire-schema'
import type { AreaScore } from './score'

export const ownerNames: Record<(typeof owners)[number], Record<Lang, string>> = {
  board: { pl: 'Kierownik podmiotu (zarząd)', en: 'Management body' },
  ciso: { pl: 'CISO', en: 'CISO' },
  basis: { pl: 'Zespół SAP Basis', en: 'SAP Basis team' },
  auth: { pl: 'Administrator uprawnień SAP', en: 'SAP authorisation administrator' },
  soc: { pl: 'SOC', en: 'SOC' },
  dev: { pl: 'Kierownik rozwoju ABAP', en: 'ABAP development lead' },
  vendor: { pl: 'Zarządzanie dostawcami', en: 'Vendor management' },
  hr: { pl: 'Kadry i szkolenia', en: 'HR and training' },
  identity: { pl: 'Zarządzanie tożsamością', en: 'Identity and access management' },
  contracts: { pl: 'Umowy z klientami (dział prawny lub handlowy)', en: 'Customer contracts (legal or sales)' },
}

/** Who stands in for a role the organisation said it does not have. */
const standIns: Partial<Record<(typeof owners)[number], Record<Lang, string>>> = {
  ciso: {
    pl: 'Osoba odpowiedzialna za bezpieczeństwo (np. kierownik IT)',
    en: 'The person responsible for security (e.g. the IT manager)',
  },
}

export type OwnerOf = (owner: (typeof owners)[number]) => string

/** A role by its name where the organisation has it (`land-security-team`), else the one who does its work. */
export function ownerResolver(team: ReadonlySet<string> | null, lang: Lang): OwnerOf {
  const security = team?.has('ciso') ? ownerNames.ciso[lang] : standIns.ciso![lang]
  return (owner) => {
    if (!team) return ownerNames[owner][lang]
    if (owner === 'soc' && !team.has('soc')) return team.has('ciso') ? security : ownerNames.basis[lang]
    if ((owner === 'ciso' || owner === 'identity') && !team.has('ciso')) return security
    return ownerNames[owner][lang]
  }
}

interface PlanContext {
  lang: Lang
  flags: ReadonlySet<string>
  dora: boolean
  capacity: number
  ownerOf: OwnerOf
  /** The questions behind open legal must-dos, with the points that meet them (lib/server/domain/ksc/must-do.ts `legalMarks`). */
  legal: ReadonlyMap<string, number>
  /** Whether the organisation has a tool: yes, no, or not said (lib/server/domain/ksc/answers.ts `toolsHeld`). */
  holds: (tool: string) => boolean | null
  tools: Questionnaire['tools']
}

type Option = Scored['question']['options'][number]

/** A step's effort and the tool it needs: the effort without the tool where the organisation has none. */
function effortOf(option: Option, { holds, tools, lang }: PlanContext): Pick<KscAction, 'days' | 'tool'> {
  const needs = option.needs
  const held = needs ? holds(needs.tool) : true
  if (!needs || held) return { days: option.days! }
  return {
    days: held === false ? needs.days : option.days!,
    tool: { name: tools[needs.tool]![lang], missing: held === false, without: needs.days },
  }
}

/** Where an answer's step belongs before capacity: a legal must-do not met, a failed key measure or a zero- or one-point answer now, a next-to-best answer is an improvement, the rest within the year. */
function horizonOf(s: Scored, urgent: boolean): (typeof planHorizons)[number] {
  if (urgent || s.option!.points <= 1) return '90d'
  return s.option === gradedOptions(s.question).at(-2) ? 'improve' : '12m'
}

/** One action per applicable answer below the best; gap, order and the 90-day share: docs/architecture.md. */
export function planActions(areas: AreaScore[], context: PlanContext): KscAction[] {
  const { lang, flags, dora, capacity, ownerOf, legal } = context
  const totalWeight = areas.reduce((sum, a) => sum + (a.applicable ? a.area.weight : 0), 0)
  const actions = areas.flatMap(({ area, items, applicable }) => {
    return items.flatMap((s): KscAction[] => {
      const { question, option } = s
      if (!s.applies || !option?.do || !option.days) return []
      const key = failsKeyMeasure(s)
      const lawful = option.points >= (legal.get(question.id) ?? 0)
      const gap = (100 * area.weight * (MAX_POINTS - option.points)) / (totalWeight * MAX_POINTS * applicable)
      return [
        {
          id: question.id,
          do: forLandscape(option.do[lang], flags),
          owner: ownerOf(question.action.owner),
          ...effortOf(option, context),
          plan: horizonOf(s, key || !lawful),
          state: option.paper ? 'paper' : option.points === 0 ? 'missing' : 'partial',
          clause: dora ? citeDora(area.dora, lang) : citeNis2(question.action.clause, lang),
          key,
          ...(lawful ? {} : { legal: true as const }),
          gap: Math.round(gap * 10) / 10,
        },
      ]
    })
  })
  actions.sort((a, b) => Number(!!b.legal) - Number(!!a.legal) || Number(b.key) - Number(a.key) || b.gap - a.gap)
  let taken = 0
  for (const action of actions) {
    if (action.plan !== '90d') continue
    if (taken < capacity) taken++
    else Object.assign(action, { plan: '12m', queued: true })
  }
  // The queued ones lead the 12-month plan: they were severe enough for the first 90 days.
  return actions.sort(
    (a, b) => Number(b.plan === '90d') - Number(a.plan === '90d') || Number(!!b.queued) - Number(!!a.queued),
  )
}

/** Items, person-days and the tools to buy of some actions; a tool lacked by one action is lacked by them all. */
export function actionsEffort(actions: KscAction[]): Omit<ScoreResult['effort'][number], 'plan'> {
  const tools = new Map<string, boolean>()
  for (const { tool } of actions) if (tool) tools.set(tool.name, tool.missing || !!tools.get(tool.name))
  return {
    items: actions.length,
    days: actions.reduce((sum, a) => sum + a.days, 0),
    tools: [...tools].map(([name, missing]) => ({ name, missing })),
  }
}

/** The effort of each plan. */
export function planEffort(actions: KscAction[]): ScoreResult['effort'] {
  return (['90d', '12m', 'improve'] as const).map((plan) => ({
    plan,
    ...actionsEffort(actions.filter((a) => a.plan === plan)),
  }))
}

/** Whole weeks from `now` to the end of the adaptation period, for the entity types that have one. */
export function weeksLeft(q: Questionnaire, type: EntityType, now: Date): number | null {
  if (!q.entityTypes[type].duties.includes('adapt')) return null
  const ms = Date.parse(`${q.plan.adaptationDeadline}T00:00:00Z`) - now.getTime()
  return Math.max(0, Math.floor(ms / (7 * 24 * 3600 * 1000)))
}

/** The 30-day discovery plan: unknown answers that apply, key measures first, with where to look, owner and effort. */
export function toFindOut(
  scored: Scored[],
  lang: Lang,
  flags: ReadonlySet<string>,
  q: Questionnaire,
  ownerOf: OwnerOf,
): ScoreResult['toFindOut'] {
  return scored
    .filter(isUnknown)
    .map((s) => ({
      id: s.question.id,
      proof: forLandscape(s.question.action.proof[lang], flags),
      key: !!s.question.key,
      why: s.option ? ('not-known' as const) : ('unanswered' as const),
      owner: ownerOf(s.question.action.owner),
      days: q.plan.discoveryDays,
    }))
    .sort((a, b) => Number(b.key) - Number(a.key))
}

/** Items by owner: how many each carries and in how many person-days, most first (the discovery plan, the 90 days). */
export function byOwner(items: { owner: string; days: number }[]): ScoreResult['discovery'] {
  const owners = new Map<string, { owner: string; items: number; days: number }>()
  for (const item of items) {
    const entry = owners.get(item.owner) ?? { owner: item.owner, items: 0, days: 0 }
    owners.set(item.owner, { ...entry, items: entry.items + 1, days: entry.days + item.days })
  }
  return [...owners.values()].sort((a, b) => b.days - a.days)
}

/** The questions behind each reporting deadline of NIS2 art. 23(4), and behind DORA's classification and reports (art. 18-19). */
export const READINESS_QUESTIONS = {
  '24h': 'rep-early-warning-24h',
  '72h': 'rep-notification-72h',
  '1m': 'rep-final-report',
} as const
export const DORA_READINESS_QUESTIONS = {
  classification: 'dora-classification',
  initial: 'dora-initial-notification',
  'follow-up': 'dora-follow-up-reports',
} as const

/** Readiness for each deadline of the entity's regime; none where neither applies (outside the act). */
export function readiness(scored: Scored[], dora: boolean): ScoreResult['readiness'] {
  return Object.entries(dora ? DORA_READINESS_QUESTIONS : READINESS_QUESTIONS).flatMap(([stage, id]) => {
    const s = scored.find((x) => x.question.id === id)
    if (!s?.applies) return []
    const option = s.option
    const status =
      !option || option.dontKnow ? 'unknown' : option.points >= 3 ? 'ready' : option.points > 0 ? 'partly' : 'not-ready'
    return [{ stage: stage as ScoreResult['readiness'][number]['stage'], status }]
  })
}

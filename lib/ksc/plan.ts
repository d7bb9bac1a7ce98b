import 'server-only'
import type { KscAction, ScoreResult, owners, readinessStages } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import { MAX_POINTS, failsKeyMeasure, type Scored } from './answers'
import { citeImplementingRegulation, citeNis2 } from './clause'
import type { AreaScore } from './score'

const ownerNames: Record<(typeof owners)[number], Record<Lang, string>> = {
  board: { pl: 'Kierownik podmiotu (zarząd)', en: 'Management body' },
  ciso: { pl: 'CISO', en: 'CISO' },
  basis: { pl: 'Zespół SAP Basis', en: 'SAP Basis team' },
  auth: { pl: 'Administrator uprawnień SAP', en: 'SAP authorisation administrator' },
  soc: { pl: 'SOC', en: 'SOC' },
  dev: { pl: 'Kierownik rozwoju ABAP', en: 'ABAP development lead' },
  vendor: { pl: 'Zarządzanie dostawcami', en: 'Vendor management' },
  hr: { pl: 'Kadry i szkolenia', en: 'HR and training' },
  identity: { pl: 'Zarządzanie tożsamością', en: 'Identity and access management' },
}

/**
 * Every applicable answer below the best (other than "don't know") with its action. The gap is what the answer
 * costs the overall score: 100 x (area weight / weight of the counted areas) x (4 - points) / (4 x the area's
 * applicable questions). Failed key measures first, then the largest gaps; ties keep the questionnaire's order.
 * A failed key measure belongs to the 90-day plan whatever its horizon.
 */
export function planActions(areas: AreaScore[], totalWeight: number, lang: Lang): KscAction[] {
  const actions = areas.flatMap(({ area, items }) => {
    const applicable = items.filter((s) => s.applies).length
    return items.flatMap((s) => {
      const { question, option } = s
      if (!s.applies || !option || option.dontKnow || option.points === MAX_POINTS) return []
      const key = failsKeyMeasure(s)
      const gap = (100 * area.weight * (MAX_POINTS - option.points)) / (totalWeight * MAX_POINTS * applicable)
      const { action } = question
      return [
        {
          id: question.id,
          question: question.text[lang],
          answer: option.label[lang],
          area: area.name[lang],
          do: action.do[lang],
          owner: ownerNames[action.owner][lang],
          effort: action.effort,
          horizon: action.horizon,
          plan: key ? '90d' : action.horizon,
          clause: citeNis2(action.clause, lang),
          ...(action.ir ? { reference: citeImplementingRegulation(action.ir, lang) } : {}),
          proof: action.proof,
          key,
          gap: Math.round(gap * 10) / 10,
        } satisfies KscAction,
      ]
    })
  })
  return actions.sort((a, b) => Number(b.key) - Number(a.key) || b.gap - a.gap)
}

/** "Don't know" answers, to be found out, with where to look. */
export function toFindOut(scored: Scored[], lang: Lang): ScoreResult['toFindOut'] {
  return scored.filter((s) => s.applies && s.option?.dontKnow).map((s) => ({ id: s.question.id, question: s.question.text[lang], proof: s.question.action.proof }))
}

/** The questions behind each reporting deadline of NIS2 art. 23(4). */
export const READINESS_QUESTIONS: Record<(typeof readinessStages)[number], string> = {
  '24h': 'rep-early-warning-24h',
  '72h': 'rep-notification-72h',
  '1m': 'rep-final-report',
}

export function readiness(scored: Scored[]): ScoreResult['readiness'] {
  return Object.entries(READINESS_QUESTIONS).map(([stage, id]) => {
    const option = scored.find((s) => s.question.id === id)?.option
    const status = !option || option.dontKnow ? 'unknown' : option.points >= 3 ? 'ready' : option.points > 0 ? 'partly' : 'not-ready'
    return { stage: stage as (typeof readinessStages)[number], status }
  })
}

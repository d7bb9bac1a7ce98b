import 'server-only'
import type { EntityType, KscAction, ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Lang } from '@/lib/shared/i18n/langs'
import { isUnknown, type Scored } from './answers'
import type { OwnerOf } from './plan'
import type { Questionnaire } from './questionnaire-schema'

// The law before the score: what a key or important entity must do whatever its readiness, each with an owner and a
// date, and what its plan still leaves open on the last day of the adaptation period.

const DAY = 24 * 3600 * 1000
const WEEKS_PER_QUARTER = 13

/** The competent CSIRT and sector authority proposed from `scope-subsector`; none outside the act or under DORA. */
export function competentBodies(
  scope: Record<string, string>,
  type: EntityType,
  lang: Lang,
  q: Questionnaire,
): ScoreResult['competent'] {
  if (type === 'outside' || type === 'dora') return null
  const sector = scope['scope-subsector'] ?? 'unknown'
  return {
    csirt: q.competent.csirt[sector] ?? q.competent.csirt.default!,
    authority: q.competent.authority[sector]?.[lang] ?? null,
    basis: q.competent.basis[lang],
  }
}

type MustDo = Questionnaire['mustDo'][number]

/** The questions behind the entity type's must-dos, each with the points that show the must-do done. */
export function legalMarks(type: EntityType, q: Questionnaire): Map<string, number> {
  const marks = new Map<string, number>()
  for (const m of q.mustDo.filter((x) => x.types.includes(type)))
    for (const [id, pass] of Object.entries(m.questions ?? {})) marks.set(id, Math.max(pass, marks.get(id) ?? 0))
  return marks
}

function stateOf(m: MustDo, scope: Record<string, string>, scored: Scored[]): ScoreResult['mustDo'][number]['state'] {
  if (m.register) {
    const filed = scope['scope-register']
    return filed === 'filed' ? 'done' : filed === 'not-filed' ? 'open' : 'unknown'
  }
  // No answer can show the legal check done: it stays open until it is done.
  if (!m.questions) return 'open'
  const answers = Object.entries(m.questions).map(([id, pass]) => {
    const s = scored.find((x) => x.question.id === id)!
    return isUnknown(s) ? 'unknown' : s.option!.points >= pass ? 'done' : 'open'
  })
  return answers.includes('open') ? 'open' : answers.includes('unknown') ? 'unknown' : 'done'
}

/** The legal must-dos of the entity type, each with its owner, date (today + `within`, never past the deadline) and state. */
export function mustDos(
  type: EntityType,
  scope: Record<string, string>,
  scored: Scored[],
  competent: ScoreResult['competent'],
  { lang, now, q, ownerOf }: { lang: Lang; now: Date; q: Questionnaire; ownerOf: OwnerOf },
): ScoreResult['mustDo'] {
  const deadline = Date.parse(`${q.plan.adaptationDeadline}T00:00:00Z`)
  const authority = competent?.authority ?? (lang === 'pl' ? 'do potwierdzenia' : 'to be confirmed')
  return q.mustDo
    .filter((m) => m.types.includes(type))
    .map((m) => {
      const due = Math.max(now.getTime(), Math.min(now.getTime() + m.within * DAY, deadline))
      const state = stateOf(m, scope, scored)
      const text = (state !== 'open' && m.textWhen?.[state]) || m.text
      return {
        id: m.id,
        text: text[lang].replace('{csirt}', competent?.csirt ?? '').replace('{authority}', authority),
        owner: ownerOf(m.owner),
        due: new Date(due).toISOString().slice(0, 10),
        basis: m.basis[lang],
        state,
      }
    })
}

/** What is still open at the deadline at the plan's pace (`capacity` items a quarter); not `established` while the
 * score is not, as the answers to establish would add actions no count can foresee. */
export function openAtDeadline(
  weeksLeft: number | null,
  must: ScoreResult['mustDo'],
  actions: KscAction[],
  q: Questionnaire,
  capacity: number,
  established: boolean,
): ScoreResult['atDeadline'] {
  if (weeksLeft === null) return null
  const open = must.filter((m) => m.state !== 'done')
  const covered = new Set(
    q.mustDo.filter((m) => open.some((o) => o.id === m.id)).flatMap((m) => Object.keys(m.questions ?? {})),
  )
  const queue = [
    ...open.map((m) => ({ id: m.id, key: true })),
    ...actions.filter((a) => a.plan !== 'improve' && !covered.has(a.id)).map((a) => ({ id: a.id, key: a.key })),
  ]
  const done = Math.min(queue.length, Math.floor((weeksLeft / WEEKS_PER_QUARTER) * capacity))
  const left = queue.slice(done)
  return {
    date: q.plan.adaptationDeadline,
    capacity,
    items: queue.length,
    open: left.length,
    openMustDo: left.filter((x) => open.some((m) => m.id === x.id)).map((x) => x.id),
    openKeyActions: left.filter((x) => x.key && !open.some((m) => m.id === x.id)).map((x) => x.id),
    established,
  }
}

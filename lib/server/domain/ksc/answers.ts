import 'server-only'
import type { EntityType } from '@/lib/shared/contracts/ksc'
import { binds } from '../../../shared/ksc/classify-entity'
import type { Question, Questionnaire } from './questionnaire-schema'

export type Answers = Record<string, number>

export const MAX_POINTS = 4

/** The landscape's flags: what each answered landscape question sets; an unanswered one sets all it could (so its questions are asked). */
export function landscapeFlags(answers: Answers, q: Questionnaire): Set<string> {
  return new Set(
    q.landscape.flatMap((l) => {
      const option = l.options[answers[l.id] ?? -1]
      return option ? option.sets : l.options.flatMap((o) => o.sets)
    }),
  )
}

/** What the visitor said they run: the flags of the landscape answers given, none for unanswered or "don't know". */
export function answeredFlags(answers: Answers, q: Questionnaire): Set<string> {
  return new Set(
    q.landscape.flatMap((l) => {
      const option = l.options[answers[l.id] ?? -1]
      return option && !option.dontKnow ? option.sets : []
    }),
  )
}

/** Whether the organisation has a tool (a landscape flag); null where no answer that can set it was given. */
export function toolsHeld(answers: Answers, q: Questionnaire): (tool: string) => boolean | null {
  return (tool) => {
    const given = q.landscape
      .filter((l) => l.options.some((o) => o.sets.includes(tool)))
      .flatMap((l) => l.options[answers[l.id] ?? -1] ?? [])
      .filter((o) => !o.dontKnow)
    return given.length ? given.some((o) => o.sets.includes(tool)) : null
  }
}

/** The items the 90-day plan takes: the pace of the team the visitor described, else the questionnaire's. */
export function capacityOf(answers: Answers, q: Questionnaire): number {
  for (const l of q.landscape) {
    const option = l.options[answers[l.id] ?? -1]
    if (option?.capacity) return option.capacity
  }
  return q.plan.capacity
}

/** The day-rate band the visitor chose (PLN net a person-day), or null where none was given. */
export function dayRateOf(answers: Answers, q: Questionnaire): { min: number; max: number | null } | null {
  for (const l of q.landscape) {
    const option = l.options[answers[l.id] ?? -1]
    if (option?.dayRate) return option.dayRate
  }
  return null
}

/** The scope answers as their values ("annex1", "large", ...). */
export function scopeValues(answers: Answers, q: Questionnaire): Record<string, string> {
  return Object.fromEntries(
    q.scope.flatMap((s) => (s.options[answers[s.id] ?? -1] ? [[s.id, s.options[answers[s.id]!]!.value]] : [])),
  )
}

export interface Scored {
  question: Question
  /** Asked for this landscape, its area binds the entity type, and not answered "not applicable". */
  applies: boolean
  option?: Question['options'][number]
  index?: number
}

/** Every scored question with the option chosen (if valid) and whether it counts for this entity type. */
export function scoredAnswers(answers: Answers, q: Questionnaire, entity: EntityType): Scored[] {
  const flags = landscapeFlags(answers, q)
  const areasInScope = new Set(q.areas.filter((a) => binds(a, entity)).map((a) => a.id))
  return q.questions.map((question) => {
    const index = answers[question.id]
    const option = index === undefined ? undefined : question.options[index]
    const asked = !question.when || flags.has(question.when)
    return {
      question,
      applies: asked && areasInScope.has(question.area) && !option?.na,
      ...(asked && option ? { option, index } : {}),
    }
  })
}

/** Whether any question beyond the scope and landscape has a valid answer: a report of an empty questionnaire is not sent. */
export function hasScoredAnswers(answers: Answers, q: Questionnaire): boolean {
  return q.questions.some((question) => question.options[answers[question.id] ?? -1])
}

/** An applicable answer nobody has established: "don't know" or none. */
export const isUnknown = (s: Scored) => s.applies && (!s.option || !!s.option.dontKnow)

/** A key measure that applies and is answered below its pass mark. */
export const failsKeyMeasure = (s: Scored) =>
  !!s.question.key && s.applies && !isUnknown(s) && s.option!.points < s.question.key.pass

/** A key measure that applies and whose answer is unknown: neither met nor failed until established. */
export const unknownKeyMeasure = (s: Scored) => !!s.question.key && isUnknown(s)

/** The graded options (neither "not applicable" nor "don't know"), worst to best. */
export const gradedOptions = (question: Question) => question.options.filter((o) => !o.dontKnow && !o.na)

import { z } from 'zod'
import { entityTypes, kscLevels, owners } from '@/lib/shared/contracts/ksc'
import { findingIds } from '@/lib/shared/contracts/ksc-evidence'
import { plnRange, type PlnRange } from '@/lib/shared/i18n/money'

// The shape of content/ksc/questionnaire.yaml: texts in both languages for the page, and the points, weights,
// key measures and actions that only the server reads.

const localised = z.strictObject({ pl: z.string().trim().min(1), en: z.string().trim().min(1) })
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens')
/** A NIS2 article as "21(2)(a)": article, paragraph, point. */
export const clause = z.string().regex(/^\d+(?:\(\d+\))?(?:\([a-z]\))?$/, 'an article like 21(2)(a)')

const optionSchema = z.strictObject({
  label: localised,
  points: z.int().min(0).max(4),
  /** The next step from where this answer stands; every graded option below the best has one. */
  do: localised.optional(),
  /** Its effort in person-days. */
  days: z.number().positive().optional(),
  /** The control exists on paper only: documented, not implemented. */
  paper: z.literal(true).optional(),
  dontKnow: z.literal(true).optional(),
  na: z.literal(true).optional(),
  /** The tool the step assumes (a flag of `tools`), and its effort in person-days for an organisation without one. */
  needs: z.strictObject({ tool: id, days: z.number().positive() }).optional(),
  /** What a SAP export can show that fits this answer (lib/browser/sap-exports/evidence.ts); the page answers from it. */
  measured: z.array(z.enum(findingIds)).min(1).optional(),
})

/** What every step of a question shares. */
const actionSchema = z.strictObject({
  owner: z.enum(owners),
  clause,
  ir: z
    .string()
    .regex(/^\d+(?:\.\d+)?$/, 'a point of the annex, like 11.3')
    .optional(),
  proof: localised,
})

const questionSchema = z.strictObject({
  id,
  area: id,
  when: id.optional(),
  key: z.strictObject({ pass: z.int().min(1).max(4), name: localised }).optional(),
  text: localised,
  help: localised.optional(),
  options: z.array(optionSchema).min(2),
  action: actionSchema,
})

const rateLabel = (band: PlnRange) => ({ pl: plnRange('pl', band), en: plnRange('en', band) })

/** A day-rate band in PLN net: its label is written from it, so the figures are typed once. */
const dayRate = z
  .strictObject({ min: z.int().min(0).default(0), max: z.int().positive().nullable().default(null) })
  .refine((r) => r.max === null || r.max > r.min, 'a band ends above where it starts')
const landscapeOption = z
  .strictObject({
    label: localised.optional(),
    /** For the question on the security team: the items of the 90-day plan such a team carries. */
    capacity: z.int().positive().optional(),
    /** For the day-rate question: the band this answer stands for, PLN net a person-day. */
    dayRate: dayRate.optional(),
    sets: z.array(id),
    dontKnow: z.literal(true).optional(),
  })
  // Parsed again (a test's fixture built from the parsed questionnaire), a band carries the label it wrote.
  .refine(
    (o) => (o.dayRate ? !o.label || o.label.pl === rateLabel(o.dayRate).pl : !!o.label),
    'an option has a label, or a day rate that writes it',
  )
  .transform(({ label, ...o }) => ({ ...o, label: o.dayRate ? rateLabel(o.dayRate) : label! }))

const scopeValues = {
  'scope-sector': ['annex1', 'annex2', 'none', 'unknown'],
  'scope-size': ['small', 'medium', 'large', 'unknown'],
  'scope-special': ['yes', 'no', 'unknown'],
  'scope-dora': ['yes', 'no', 'unknown'],
  'scope-group': ['no', 'counted', 'alone', 'unknown'],
} as const
const contextQuestion = <O extends z.ZodType>(option: O) =>
  z.strictObject({ id, text: localised, help: localised.optional(), options: z.array(option).min(2) })

export const questionnaireSchema = z
  .strictObject({
    version: z.string().min(1),
    timing: z.strictObject({ contextSeconds: z.number().positive(), questionSeconds: z.number().positive() }),
    levels: z
      .array(
        z.strictObject({
          id: z.enum(kscLevels),
          min: z.number().min(0).max(100),
          name: localised,
          description: localised,
        }),
      )
      .length(kscLevels.length),
    keyMeasureCap: z.enum(kscLevels),
    /** Above this share of applicable answers unknown ("don't know" or none), an area or the whole gets no score or level. */
    unknownLimit: z.number().gt(0).lt(1),
    /** Items a team carries in 90 days, the deadline the plan runs to, person-days to establish one unknown answer. */
    plan: z.strictObject({
      capacity: z.int().positive(),
      adaptationDeadline: z.iso.date(),
      discoveryDays: z.number().positive(),
      decideWithin: z.int().positive(),
    }),
    scope: z.array(contextQuestion(z.strictObject({ value: z.string(), label: localised }))),
    entityTypes: z.record(
      z.enum(entityTypes),
      z.strictObject({ name: localised, target: z.enum(kscLevels), duties: z.array(id) }),
    ),
    reasons: z.record(id, localised),
    duties: z.record(
      id,
      z.strictObject({
        /** The `scope-sector` answers the duty applies to; all when absent. */
        sectors: z.array(z.enum(['annex1', 'annex2', 'none', 'unknown'])).optional(),
        text: localised,
        basis: localised,
      }),
    ),
    competent: z.strictObject({
      basis: localised,
      csirt: z.record(z.string(), z.string()).refine((c) => 'default' in c, 'needs a default CSIRT'),
      authority: z.record(z.string(), localised),
    }),
    mustDo: z.array(
      z.strictObject({
        id,
        types: z.array(z.enum(entityTypes)).min(1),
        owner: z.enum(owners),
        /** Days from today, never past the adaptation deadline. */
        within: z.int().positive(),
        /** Done when the register application was filed (`scope-register`). */
        register: z.literal(true).optional(),
        /** Done when each question is answered at or above its points. */
        questions: z.record(id, z.int().min(1).max(4)).optional(),
        text: localised,
        /** The text where the must-do is done or its state not established, when `text` would then mislead. */
        textWhen: z.strictObject({ done: localised.optional(), unknown: localised.optional() }).optional(),
        basis: localised,
      }),
    ),
    landscape: z.array(contextQuestion(landscapeOption)),
    /** The tools a step may need, by the landscape flag that says the organisation has one: their names. */
    tools: z.record(id, localised),
    areas: z
      .array(
        z.strictObject({
          id,
          clause,
          /** The DORA article cited for the area when DORA applies. */
          dora: z.string().regex(/^\d+$/),
          /** The entity types the area applies to; all when absent. */
          scope: z.array(z.enum(entityTypes)).optional(),
          weight: z.number().positive(),
          name: localised,
        }),
      )
      .min(1),
    questions: z.array(questionSchema).min(1),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string, where: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path: where })
    q.levels.forEach((level, i) => {
      if (level.id !== kscLevels[i]) issue(`levels must be, in order: ${kscLevels.join(', ')}`, ['levels', i, 'id'])
      if (i === 0 ? level.min !== 0 : level.min <= q.levels[i - 1]!.min)
        issue('each level starts above the one before; the first at 0', ['levels', i, 'min'])
    })
    for (const [scopeId, values] of Object.entries(scopeValues)) {
      const i = q.scope.findIndex((s) => s.id === scopeId)
      if (i < 0) issue(`the scope stage needs the question "${scopeId}"`, ['scope'])
      else if (q.scope[i]!.options.map((o) => o.value).join() !== values.join())
        issue(`options' values must be, in order: ${values.join(', ')}`, ['scope', i, 'options'])
    }
    for (const [type, t] of Object.entries(q.entityTypes)) {
      t.duties.forEach((duty, i) => q.duties[duty] || issue(`no duty "${duty}"`, ['entityTypes', type, 'duties', i]))
    }
    if (q.landscape.filter((l) => l.options.some((o) => o.dayRate)).length > 1)
      issue('one landscape question at most gives the day rate', ['landscape'])
    const areaIds = new Set(q.areas.map((a) => a.id))
    const flags = new Set(q.landscape.flatMap((l) => l.options.flatMap((o) => o.sets)))
    const seen = new Set<string>([...q.scope, ...q.landscape].map((c) => c.id))
    q.questions.forEach((question, i) => {
      if (seen.has(question.id)) issue(`duplicate question id "${question.id}"`, ['questions', i, 'id'])
      seen.add(question.id)
      if (!areaIds.has(question.area)) issue(`no area "${question.area}"`, ['questions', i, 'area'])
      if (question.when && !flags.has(question.when))
        issue(`no landscape answer sets "${question.when}"`, ['questions', i, 'when'])
      const graded = question.options.filter((o) => !o.dontKnow && !o.na)
      if (graded.some((o, j) => j > 0 && o.points <= graded[j - 1]!.points))
        issue('options go from worst to best: points must increase', ['questions', i, 'options'])
      if (graded.at(-1)?.points !== 4) issue('the best option is worth 4 points', ['questions', i, 'options'])
      question.options.forEach((o, j) => {
        const needsStep = j < graded.length - 1
        if (needsStep !== (o.do !== undefined && o.days !== undefined))
          issue(
            needsStep
              ? 'every graded option below the best needs `do` and `days`'
              : 'only graded options below the best have `do` and `days`',
            ['questions', i, 'options', j],
          )
      })
      question.options.forEach((o, j) => {
        if (o.needs && !(o.needs.tool in q.tools && flags.has(o.needs.tool)))
          issue(`no tool "${o.needs.tool}" that a landscape answer sets`, ['questions', i, 'options', j, 'needs'])
        if (o.needs && !(o.days && o.needs.days > o.days))
          issue('a step without the tool it needs takes more days than with it', [
            'questions',
            i,
            'options',
            j,
            'needs',
          ])
      })
      question.options.forEach((o, j) => {
        if (o.measured && (o.dontKnow || o.na))
          issue('an export never answers "don\'t know" or "not applicable"', ['questions', i, 'options', j, 'measured'])
      })
      const tail = question.options.slice(graded.length)
      if (
        question.options.slice(0, graded.length).some((o) => o.dontKnow || o.na) ||
        tail.length > 2 ||
        (tail.length === 2 && !tail[1]!.dontKnow)
      )
        issue('"not applicable" and "don\'t know" come last, in that order', ['questions', i, 'options'])
    })
    const questionIds = new Set(q.questions.map((x) => x.id))
    q.mustDo.forEach((m, i) =>
      Object.keys(m.questions ?? {}).forEach(
        (qid) => questionIds.has(qid) || issue(`no question "${qid}"`, ['mustDo', i, 'questions', qid]),
      ),
    )
    for (const area of q.areas) {
      if (!q.questions.some((question) => question.area === area.id))
        issue(`area "${area.id}" has no questions`, ['areas'])
    }
  })

export type Questionnaire = z.output<typeof questionnaireSchema>
export type Question = Questionnaire['questions'][number]

import { z } from 'zod'
import { measuredAnswers, type FindingId } from './ksc-evidence'
import { answers, antiSpamFields, email, lang, optionalConsent, optionalText, requiredConsent, MAX } from './fields'

export const kscLevels = ['initial', 'developing', 'defined', 'managed'] as const
export const entityTypes = ['key', 'important', 'outside', 'legal-check', 'dora'] as const
export type EntityType = (typeof entityTypes)[number]
export const owners = ['board', 'ciso', 'basis', 'auth', 'soc', 'dev', 'vendor', 'hr', 'identity', 'contracts'] as const
export const readinessStages = ['24h', '72h', '1m', 'classification', 'initial', 'follow-up'] as const
export const planHorizons = ['90d', '12m', 'improve'] as const

export const scoreRequestSchema = z
  .object({
    answers: answers.meta({
      description:
        'Question id to the zero-based index of the chosen option, for the scope, landscape and scored questions alike. Unknown ids and out-of-range indexes are skipped. In application/x-www-form-urlencoded, the same map as JSON text in the field `answers`.',
    }),
    lang,
  })
  .meta({ id: 'ScoreRequest' })

const areaResult = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'In the requested language' }),
  clause: z.string().meta({ description: "The NIS2 article the area follows, cited in the language's style" }),
  score: z.int().min(0).max(100).nullable().meta({
    description:
      '0-100: points of the area out of its maximum over the questions that apply, unanswered and "don\'t know" counting 0; null when no question of the area applies, or when too many of its answers are unknown (see status)',
  }),
  status: z.enum(['scored', 'not-applicable', 'not-established']).meta({
    description:
      'not-established: more than the questionnaire\'s limit (about 30 %) of the applicable answers are "don\'t know" or missing, so no score is shown',
  }),
  answered: z.int().min(0),
  unknown: z.int().min(0).meta({ description: 'Applicable questions answered "don\'t know" or not at all' }),
  applicable: z
    .int()
    .min(0)
    .meta({ description: 'Questions that apply: asked for the landscape and not answered "not applicable"' }),
  total: z.int().min(0),
})

const action = z.object({
  id: z.string().meta({ description: 'The question the action answers; the page shows its text' }),
  do: z.string().meta({ description: 'The next step from where the answer stands' }),
  owner: z.string().meta({ description: 'The role that owns the action' }),
  days: z.number().positive().meta({ description: 'Rough effort in person-days' }),
  plan: z.enum(planHorizons).meta({
    description:
      "90d: answers that leave a legal must-do open, failed key measures and zero- or one-point answers, in that order, up to the plan's capacity; 12m: the rest below the next-to-best, and what did not fit in 90 days; improve: next-to-best answers",
  }),
  queued: z
    .literal(true)
    .optional()
    .meta({ description: 'Severe enough for the 90-day plan, moved on for its capacity' }),
  state: z
    .enum(['missing', 'paper', 'partial'])
    .meta({ description: 'missing: no control; paper: documented, not implemented; partial: implemented in part' }),
  clause: z.string().meta({ description: 'The article it serves: NIS2, or DORA for a financial entity' }),
  key: z.boolean().meta({ description: 'A key measure not met' }),
  legal: z.literal(true).optional().meta({
    description: "Its answer leaves a legal must-do open (below the must-do's mark): ahead of every score gap",
  }),
  tool: z
    .object({
      name: z.string(),
      missing: z.boolean().meta({ description: 'true: the organisation said it has none; false: it did not say' }),
      without: z.number().positive().meta({ description: 'The effort in person-days without the tool' }),
    })
    .optional()
    .meta({
      description:
        'A tool the step needs that the organisation lacks or did not say it has; `days` counts its deployment where it lacks one. Licence prices are not estimated',
    }),
  gap: z.number().min(0).meta({ description: 'Points of the overall score the answer loses' }),
})

export const scoreResultSchema = z
  .object({
    entity: z
      .object({
        type: z.enum(entityTypes),
        name: z.string(),
        reasons: z.array(z.string()),
        target: z.enum(kscLevels).meta({ description: 'The readiness level we suggest for this entity type' }),
        targetName: z.string(),
        duties: z.array(z.object({ id: z.string(), text: z.string(), basis: z.string() })),
      })
      .meta({ description: 'What the scope answers suggest; not legal advice' }),
    score: z.int().min(0).max(100).nullable().meta({
      description:
        'Overall readiness, 0-100: the scores of the scored areas, weighted by area; null (not established) when more than the limit of applicable answers are unknown',
    }),
    level: z
      .enum(kscLevels)
      .nullable()
      .meta({ description: 'Ordered lowest to highest: initial, developing, defined, managed; null with the score' }),
    levelName: z.string().nullable().meta({ description: 'The level, in the requested language' }),
    levelDescription: z.string().nullable(),
    capped: z.boolean().meta({
      description: 'The score alone would reach a higher level; a key measure not met, or not established, caps it',
    }),
    unknownShare: z.int().min(0).max(100).meta({
      description: 'Per cent of the applicable answers that are "don\'t know" or missing',
    }),
    areas: z.array(areaResult),
    weakestAreas: z.array(areaResult).meta({ description: 'Up to three lowest areas under 100, lowest first' }),
    failedKeyMeasures: z.array(z.object({ id: z.string(), text: z.string() })).meta({
      description: 'Key measures answered below their pass mark; any of them caps the level at developing',
    }),
    unknownKeyMeasures: z.array(z.object({ id: z.string(), text: z.string() })).meta({
      description:
        'Key measures answered "don\'t know" or not at all: not established, never reported as met or not met; they cap the level too',
    }),
    actions: z.array(action).meta({
      description:
        'One per answer below the best that applies to the entity type: failed key measures first, then the largest weighted gaps',
    }),
    effort: z
      .array(
        z.object({
          plan: z.enum(planHorizons),
          items: z.int().min(0),
          days: z.number().min(0),
          tools: z.array(z.object({ name: z.string(), missing: z.boolean() })).meta({
            description:
              "The tools the plan's actions need that the organisation lacks (missing) or did not say it has",
          }),
        }),
      )
      .meta({ description: 'Items, person-days and the tools to buy of each plan' }),
    dayRate: z
      .object({ min: z.int().min(0), max: z.int().positive().nullable() })
      .nullable()
      .meta({
        description:
          "The day rate the visitor pays for outside help, a band in PLN net (max null: open at the top); a plan's cost bought in is its person-days times the band. null: not given, so no cost is stated",
      }),
    capacity: z.int().positive().meta({
      description: 'Items the 90-day plan takes: the pace of the security team the visitor described (our estimate)',
    }),
    weeksLeft: z
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'Weeks to the end of the adaptation period (as reported); null where the entity has none' }),
    toFindOut: z
      .array(
        z.object({
          id: z.string(),
          proof: z.string(),
          key: z.boolean(),
          why: z.enum(['not-known', 'unanswered']),
          owner: z.string().meta({ description: 'Who establishes the answer' }),
          days: z.number().positive().meta({ description: 'Rough effort to establish it, in person-days' }),
        }),
      )
      .meta({
        description:
          'The 30-day discovery plan: "don\'t know" and unanswered questions that apply, key measures first, with where to look, an owner and an effort',
      }),
    competent: z
      .object({
        csirt: z.string(),
        authority: z
          .string()
          .nullable()
          .meta({ description: 'null where the sector answered names none we can source' }),
        basis: z.string(),
      })
      .nullable()
      .meta({
        description:
          'The competent CSIRT and sector authority proposed from the sector; null outside the act or under DORA',
      }),
    mustDo: z
      .array(
        z.object({
          id: z.string(),
          text: z.string(),
          owner: z.string(),
          due: z.iso.date(),
          basis: z.string().meta({ description: 'The articles it rests on' }),
          state: z.enum(['open', 'unknown', 'done']),
        }),
      )
      .meta({
        description:
          'Legal must-dos ahead of any score gap (key and important entities; a legal check where the status is open), each with an owner and a date',
      }),
    atDeadline: z
      .object({
        date: z.iso.date(),
        capacity: z.int().positive().meta({ description: 'Items the plan takes per 90 days' }),
        items: z.int().min(0),
        open: z.int().min(0),
        openMustDo: z.array(z.string()),
        openKeyActions: z.array(z.string()),
        established: z.boolean().meta({
          description:
            'False while the score is not established: the answers still to establish may add any number of actions, so the counts are no forecast',
        }),
      })
      .nullable()
      .meta({
        description:
          "What is still open at the end of the adaptation period at the plan's pace: open must-dos first, then the 90-day and 12-month actions; null where the entity has no adaptation period",
      }),
    decisions: z.array(z.string()).max(3).meta({
      description:
        'The three decisions for the management body, the legal must-dos first, each with its owner, its date and, where the plan has any, its effort and cost',
    }),
    load90: z
      .array(z.object({ owner: z.string(), items: z.int().positive(), days: z.number().positive() }))
      .meta({ description: "The 90-day plan's load by owner: actions and person-days, most first" }),
    discovery: z
      .array(z.object({ owner: z.string(), items: z.int().positive(), days: z.number().positive() }))
      .meta({ description: 'The discovery plan by owner: answers to establish and person-days, most first' }),
    unknownLimit: z.int().min(0).max(100).meta({
      description: 'Per cent of unknown answers above which an area, or the whole, gets no score or level',
    }),
    readiness: z
      .array(z.object({ stage: z.enum(readinessStages), status: z.enum(['ready', 'partly', 'not-ready', 'unknown']) }))
      .meta({
        description:
          'Reporting readiness under NIS2 Art. 23: early warning (24 h), notification (72 h), final report (1 month); for a financial entity under DORA Art. 18-19 instead: classification, initial notification, intermediate and final reports (follow-up); empty outside the act',
      }),
    unanswered: z.int().min(0).meta({
      description: 'Scored questions that apply without a valid answer (an out-of-range index counts as none)',
    }),
    notApplicable: z.int().min(0).meta({
      description: 'Questions left out of the score: not asked for the landscape or answered "not applicable"',
    }),
  })
  .meta({ id: 'ScoreResult' })

export const scoreResponseSchema = z
  .object({ ok: z.literal(true), result: scoreResultSchema })
  .meta({ id: 'ScoreResponse' })

export type ScoreResult = z.infer<typeof scoreResultSchema>
export type KscAction = ScoreResult['actions'][number]

/** What the page may show of the questionnaire: texts, and which landscape answer asks which question. No points, weights, key measures or actions. */
export interface PublicQuestionnaire {
  version: string
  questionCount: { min: number; max: number }
  minutes: { min: number; max: number }
  scope: (PublicContextQuestion & { values: string[] })[]
  landscape: (PublicContextQuestion & { sets: string[][] })[]
  areas: {
    id: string
    name: string
    clause: string
    /** The entity types the area binds; all when absent. */
    scope?: EntityType[]
    questions: {
      id: string
      text: string
      help?: string
      when?: string
      options: string[]
      /** Per finding of a SAP export, the options it fits (lib/browser/sap-exports/evidence.ts). */
      measured?: Partial<Record<FindingId, number[]>>
    }[]
  }[]
}

export interface PublicContextQuestion {
  id: string
  text: string
  help?: string
  options: string[]
}

export const reportRequestSchema = z
  .object({
    answers,
    measured: measuredAnswers,
    email,
    fullName: optionalText(MAX.short),
    company: optionalText(MAX.short),
    role: optionalText(MAX.short),
    orgSize: optionalText(MAX.short).meta({ description: 'Value from the list in the form' }),
    sector: optionalText(MAX.short),
    phone: optionalText(MAX.short),
    phoneConsent: optionalConsent.meta({ description: 'Consent to phone contact' }),
    marketing: optionalConsent,
    lang,
    gdpr: requiredConsent.meta({ description: 'Request to prepare and send the report (the basis of sending)' }),
    ...antiSpamFields,
  })
  .meta({ id: 'ReportRequest' })

export type ReportRequest = z.output<typeof reportRequestSchema>

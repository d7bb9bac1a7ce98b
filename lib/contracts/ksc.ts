import { z } from 'zod'
import { answers, antiSpamFields, email, lang, optionalConsent, optionalText, requiredConsent, MAX } from './fields'

export const kscLevels = ['initial', 'developing', 'defined', 'managed'] as const

export const scoreRequestSchema = z
  .object({
    answers: answers.meta({
      description:
        'Question id to the zero-based index of the chosen option. Unknown ids and out-of-range indexes are skipped. In application/x-www-form-urlencoded, the same map as JSON text in the field `answers`.',
    }),
    lang,
  })
  .meta({ id: 'ScoreRequest' })

const areaResult = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'In the requested language' }),
  score: z.int().min(0).max(100).meta({ description: '0-100: points of the area out of its maximum; unanswered and "don\'t know" count 0' }),
  answered: z.int().min(0),
  total: z.int().min(0),
})

export const scoreResultSchema = z
  .object({
    score: z.int().min(0).max(100).meta({ description: 'Overall readiness, 0-100: the area scores weighted by area' }),
    level: z.enum(kscLevels).meta({ description: 'Ordered lowest to highest: initial, developing, defined, managed' }),
    levelName: z.string().meta({ description: 'The level, in the requested language' }),
    levelDescription: z.string(),
    areas: z.array(areaResult),
    weakestAreas: z
      .array(areaResult.extend({ recommendation: z.string(), horizon: z.enum(['now', 'quarter', 'budget']).meta({ description: 'When to act: now, next quarter, next budget' }) }))
      .meta({ description: 'Up to three lowest areas under 100, lowest first, each with a recommendation' }),
    failedKeyMeasures: z
      .array(z.object({ id: z.string(), text: z.string() }))
      .meta({ description: 'Key measures not met; any of them caps the level at developing' }),
    unanswered: z.int().min(0).meta({ description: 'Questions without a valid answer (unknown ids and out-of-range indexes included)' }),
  })
  .meta({ id: 'ScoreResult' })

export const scoreResponseSchema = z
  .object({ ok: z.literal(true), result: scoreResultSchema })
  .meta({ id: 'ScoreResponse' })

export type ScoreResult = z.infer<typeof scoreResultSchema>

export const reportRequestSchema = z
  .object({
    answers,
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

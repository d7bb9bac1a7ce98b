import { z } from 'zod'
import { CV_MAX_BYTES } from './cv-file'
import { antiSpamFields, email, lang, optionalText, requiredConsent, requiredText, MAX } from './fields'
import { linkedinProfile } from './linkedin'

/** A file part of a multipart body, as the body reader hands it over: not empty, at most 5 MB. */
export const cvFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'must be a file')
  .refine((file) => file.size > 0 && file.size <= CV_MAX_BYTES, 'must be a PDF, DOC or DOCX of at most 5 MB')

// `consent` may also arrive as `gdpr` (the spec).
const consentAlias = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input
  const body = input as Record<string, unknown>
  return body.consent === undefined && body.gdpr !== undefined ? { ...body, consent: body.gdpr } : body
}

type Names = { firstName?: string; lastName?: string; name?: string }

/** The spec accepts one `name` field instead of the pair firstName/lastName: one of the two is required. */
function requireAName(value: Names, ctx: z.RefinementCtx) {
  const { firstName, lastName, name } = value
  if (name || (firstName && lastName)) return
  // Point at the fields the client used: `name` when it sent only that (a blank one too), else the pair's gaps.
  const usedName = 'name' in value && !firstName && !lastName
  const missing = usedName ? ['name'] : (['firstName', 'lastName'] as const).filter((field) => !value[field])
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: 'required' })
}

export const applyRequestSchema = z
  .preprocess(
    consentAlias,
    z
      .object({
        rola: optionalText(MAX.short).meta({ description: 'Position applied for (the title of the job offer)' }),
        firstName: optionalText(MAX.short).meta({ description: 'Required, with lastName, unless `name` is sent' }),
        lastName: optionalText(MAX.short).meta({ description: 'Required, with firstName, unless `name` is sent' }),
        name: optionalText(MAX.short).meta({
          description: 'First and last name in one field, instead of firstName and lastName',
        }),
        email,
        phone: optionalText(MAX.short),
        linkedin: linkedinProfile.meta({
          description:
            'https address of a LinkedIn profile: linkedin.com, www. or a country subdomain, path /in/<handle>',
        }),
        q1: requiredText(MAX.long).meta({ description: 'Answer to the first question of the job offer' }),
        q2: requiredText(MAX.long).meta({ description: 'Answer to the second question of the job offer' }),
        q3: requiredText(MAX.long).meta({ description: 'Answer to the third question of the job offer' }),
        notice: optionalText(MAX.short).meta({ description: 'Notice period or availability' }),
        cv: cvFile.optional().meta({
          description:
            'PDF, DOC or DOCX, at most 5 MB (5 242 880 bytes); the type is read from the file signature and structure, never from its name',
        }),
        consent: requiredConsent.meta({
          description: 'Consent to processing in the recruitment process: on, true or 1 (also accepted as `gdpr`)',
        }),
        lang: lang.meta({ description: 'Language of the form; errors and the confirmation mail use it. Default pl.' }),
        ...antiSpamFields,
      })
      // Also when other fields are wrong, so that a form shows every mistake at once.
      .superRefine(requireAName, { when: () => true }),
  )
  .meta({ id: 'ApplyRequest', anyOf: [{ required: ['firstName', 'lastName'] }, { required: ['name'] }] })

export type ApplyRequest = z.output<typeof applyRequestSchema>

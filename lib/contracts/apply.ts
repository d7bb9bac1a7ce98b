import { z } from 'zod'
import { antiSpamFields, email, lang, optionalText, requiredConsent, requiredText, MAX } from './fields'

export const CV_MAX_BYTES = 5 * 1024 * 1024

const linkedin = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v)
      return url.protocol === 'https:' && /(^|\.)linkedin\.com$/.test(url.hostname)
    } catch {
      return false
    }
  })
  .optional()

/** A file part of a multipart body, as the body reader hands it over (bytes are checked by signature later). */
export const uploadedFile = z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'must be a file')

// `name` may stand for the pair firstName/lastName; `gdpr` for `consent` (both accepted by the spec).
const normalise = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input
  const body = { ...(input as Record<string, unknown>) }
  if (typeof body.name === 'string' && body.firstName === undefined && body.lastName === undefined) {
    const parts = body.name.trim().split(/\s+/)
    body.lastName = parts.length > 1 ? parts.pop() : ''
    body.firstName = parts.join(' ')
  }
  body.consent ??= body.gdpr
  return body
}

export const applyRequestSchema = z
  .preprocess(
    normalise,
    z.object({
      rola: optionalText(MAX.short).meta({ description: 'Position applied for' }),
      firstName: requiredText(MAX.short),
      lastName: requiredText(MAX.short),
      email,
      phone: optionalText(MAX.short),
      linkedin: linkedin.transform((v) => v || undefined).meta({ description: 'https URL of a linkedin.com profile' }),
      q1: requiredText(MAX.long),
      q2: requiredText(MAX.long),
      q3: requiredText(MAX.long),
      notice: optionalText(MAX.short).meta({ description: 'Notice period or availability' }),
      cv: uploadedFile.optional().meta({ description: 'PDF, DOC or DOCX, at most 5 MB, verified by file signature' }),
      consent: requiredConsent.meta({ description: 'Consent to processing in the recruitment process (also accepted as `gdpr`)' }),
      lang,
      ...antiSpamFields,
    }),
  )
  .meta({ id: 'ApplyRequest' })

export type ApplyRequest = z.output<typeof applyRequestSchema>

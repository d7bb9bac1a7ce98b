import type { z } from 'zod'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { ErrorCode, FieldReason } from './error-table'
import type { Problem } from './errors'
import { fieldMessage } from './field-messages'

// What is wrong with each field, from zod's issues: used by the server's 400 answers and by the forms before
// they send, so both say the same thing in the same words.

export type FieldError = NonNullable<Problem['fields']>[number]

const consentFields = new Set(['gdpr', 'consent'])

/** Fields with a code of their own when present but wrong (absent, they are missing_fields). */
const reasonByField: Record<string, FieldReason> = {
  answers: 'invalid_answers',
  linkedin: 'invalid_linkedin',
  cv: 'invalid_file',
}

const codeByReason: Record<FieldReason, ErrorCode> = {
  required: 'missing_fields',
  too_long: 'missing_fields',
  invalid_option: 'missing_fields',
  invalid: 'missing_fields',
  invalid_email: 'invalid_email',
  consent_required: 'consent_required',
  invalid_answers: 'invalid_answers',
  invalid_linkedin: 'invalid_linkedin',
  invalid_file: 'invalid_file',
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function reasonOf(issue: z.core.$ZodIssue, name: string, raw: Record<string, unknown>): FieldReason {
  // A consent not given is consent_required whether it is absent or refused (the spec's "consent absent").
  if (consentFields.has(name)) return 'consent_required'
  if (isBlank(raw[name])) return 'required'
  const byField = reasonByField[name]
  if (byField) return byField
  if (issue.code === 'too_big') return 'too_long'
  if (name === 'email') return 'invalid_email'
  if (issue.code === 'invalid_value') return 'invalid_option'
  return 'invalid'
}

/** One entry per invalid field, in the schema's field order. */
export function fieldErrorsOf(issues: z.core.$ZodIssue[], raw: Record<string, unknown>, lang: Lang): FieldError[] {
  const fields: FieldError[] = []
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'body')
    if (fields.some((f) => f.name === name)) continue
    const reason = reasonOf(issue, name, raw)
    const max = issue.code === 'too_big' ? Number(issue.maximum) : 0
    fields.push({ name, reason, message: fieldMessage(reason, lang, max) })
  }
  return fields
}

/** The answer's code: the first invalid field's. */
export const codeOfFieldErrors = (fields: FieldError[]): ErrorCode => codeByReason[fields[0]?.reason ?? 'invalid']

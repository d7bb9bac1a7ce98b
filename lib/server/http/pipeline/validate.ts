import 'server-only'
import type { z } from 'zod'
import { codeOfFieldErrors, fieldErrorsOf } from '@/lib/shared/contracts/field-errors'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ApiError } from '@/lib/shared/contracts/api-error'
import type { RawBody } from './read-body'

/** Step 7: the typed input, or 400 with the spec's code and each invalid field with its reason. */
export function validateInput<S extends z.ZodType>(schema: S, raw: RawBody, lang: Lang): z.output<S> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const fields = fieldErrorsOf(parsed.error.issues, raw, lang)
  const hint = `Invalid fields: ${fields.map((f) => `${f.name} (${f.reason})`).join(', ')}.`
  throw new ApiError(codeOfFieldErrors(fields), { fields, hint })
}

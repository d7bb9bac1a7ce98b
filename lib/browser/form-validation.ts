import type { z } from 'zod'
import { config } from 'zod/v4/core'
import { fieldErrorsOf, type FieldError } from '@/lib/shared/contracts/field-errors'
import type { Lang } from '@/lib/shared/i18n/langs'

// Loaded when a form is first sent, before its schema: zod decides at each schema's creation whether to compile
// parsers with `new Function`, and pages allow no 'unsafe-eval', so its probe would be a reported violation.
config({ jitless: true })

/** The fields a request schema finds wrong in a form's values, in the words the server's 400 answer would use. */
export function fieldErrorsIn(schema: z.ZodType, values: Record<string, unknown>, lang: Lang): FieldError[] {
  const parsed = schema.safeParse(values)
  return parsed.success ? [] : fieldErrorsOf(parsed.error.issues, values, lang)
}

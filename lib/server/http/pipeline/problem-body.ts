import { ApiError } from '@/lib/shared/contracts/api-error'
import { errorTable, problemType, type Problem } from '@/lib/shared/contracts/errors'
import type { Lang } from '@/lib/shared/i18n/langs'

/** The Error model of an ApiError, in the visitor's language. */
export function problemBody(error: ApiError, lang: Lang): Problem {
  const entry = errorTable[error.code]
  return {
    type: problemType(error.code),
    title: entry.title,
    status: entry.status,
    code: error.code,
    error: entry[lang],
    hint: error.hint ?? entry.hint,
    ...(error.fields ? { fields: error.fields } : {}),
  }
}

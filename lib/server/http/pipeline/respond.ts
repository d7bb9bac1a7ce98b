import 'server-only'
import { errorTable } from '@/lib/shared/contracts/errors'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { log } from '@/lib/server/log'
import { problemBody } from './problem-body'

/** JSON with the headers every answer under /api/ carries (the caller passes API-Version and the rest). */
export function jsonResponse(
  body: unknown,
  status: number,
  headers: Headers,
  contentType = 'application/json',
): Response {
  const out = new Headers(headers)
  out.set('content-type', `${contentType}; charset=utf-8`)
  return new Response(JSON.stringify(body), { status, headers: out })
}

/** Any throw becomes a problem answer: an ApiError as itself, anything else as internal_error, nothing leaked. */
export function problemResponse(thrown: unknown, lang: Lang, headers: Headers): Response {
  const error = thrown instanceof ApiError ? thrown : new ApiError('internal_error')
  if (!(thrown instanceof ApiError))
    log.error('unexpected_error', { message: (thrown as Error)?.message, stack: (thrown as Error)?.stack })
  const out = new Headers(headers)
  for (const [name, value] of Object.entries(error.headers)) out.set(name, value)
  return jsonResponse(problemBody(error, lang), errorTable[error.code].status, out, 'application/problem+json')
}

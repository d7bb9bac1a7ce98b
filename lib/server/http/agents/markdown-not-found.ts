import 'server-only'
import type { Lang } from '@/lib/shared/i18n/langs'
import { markdownResponse } from './markdown-response'
import { markdownNotFound } from './markdown-variant'

/** A Markdown request for a path that is no page: 404, in Markdown, in the path's language. */
export function markdownNotFoundResponse(lang: Lang): Response {
  const response = markdownResponse(markdownNotFound(lang), lang === 'pl' ? '/' : '/en/', 'negotiated', 404)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

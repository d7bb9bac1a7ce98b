import { NextResponse, type NextRequest } from 'next/server'
import { absolute, markdownPathOf } from '@/lib/agents/markdown-variant'
import { markdownNotFoundResponse } from '@/lib/agents/markdown-not-found'
import { variantPath } from '@/lib/agents/markdown-response'
import { prefersMarkdown } from '@/lib/agents/negotiate'
import { docByPath } from '@/lib/content'
import { notFoundPageResponse } from '@/lib/http/not-found-page'
import { securityHeadersAt } from '@/lib/http/security-headers'
import { getConfig } from '@/lib/config'
import { langOfPath } from '@/lib/i18n/langs'

const INDEX_MD = 'index.md'

// Page requests only (see the matcher). Two jobs: pick the page's HTML or its Markdown variant (for <page>/index.md,
// or an Accept that ranks text/markdown above text/html), and answer unknown paths with the 404 page of their
// language, in the variant asked for. Pages get their policies from the build (content-security-policy.ts).
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // The rewrite below comes back through here; a variant of a real page passes, anything else is unknown.
  const variant = /^\/_md\/(file|negotiated)(\/.*)$/.exec(pathname)
  if (variant) return docByPath(variant[2]!) ? NextResponse.next() : ownAnswer(pathname, markdownNotFoundResponse(langOfPath(variant[2]!)))
  const explicit = pathname.endsWith(`/${INDEX_MD}`)
  const pagePath = explicit ? pathname.slice(0, -INDEX_MD.length) : pathname
  const markdown = explicit || prefersMarkdown(request.headers.get('accept'))
  const doc = docByPath(pagePath)
  if (!doc) return ownAnswer(pathname, markdown ? markdownNotFoundResponse(langOfPath(pagePath)) : await notFoundPageResponse(langOfPath(pagePath)))
  if (markdown) return NextResponse.rewrite(new URL(variantPath(explicit ? 'file' : 'negotiated', doc.path), request.url))
  // Next 16 replaces any Vary set here on prerendered HTML; see markdownResponse for why that stays safe.
  const response = NextResponse.next()
  response.headers.set('Link', `<${absolute(markdownPathOf(doc))}>; rel="alternate"; type="text/markdown"`)
  return response
}

/** An answer made here carries the security headers the header rules give its path, whether or not they apply. */
function ownAnswer(pathname: string, response: Response): Response {
  for (const [name, value] of securityHeadersAt(pathname, !getConfig().production)) response.headers.set(name, value)
  return response
}

export const config = {
  // Not API routes (they answer JSON 404s themselves, and a proxy would cap their bodies), not the scheduled jobs
  // under /cron/, not the development outbox (its own route handlers), not Next's assets, not files with an
  // extension (feeds, openapi.json, fonts), except the Markdown variants.
  matcher: ['/((?!api/|cron/|dev/outbox/|_next/|.*\\.[a-z0-9]+$).*)', '/index.md', '/(.*/)?index\\.md'],
}

import { NextResponse, type NextRequest } from 'next/server'
import { markdownNotFoundResponse } from '@/lib/server/http/agents/markdown-not-found'
import { markdownResponse } from '@/lib/server/http/agents/markdown-response'
import { markdownOf } from '@/lib/server/http/agents/markdown-variant'
import { prefersMarkdown } from '@/lib/server/http/agents/negotiate'
import { docByPath } from '@/lib/server/domain/content'
import { langOfPath } from '@/lib/shared/i18n/langs'
import { markdownLink } from '@/lib/server/http/headers/path-classes'
import { getConfig } from '@/lib/server/config'

const INDEX_MD = 'index.md'

// Markdown requests only (see the matcher): a page's Markdown variant at <page>/index.md, or at the page's own
// address for an Accept that ranks text/markdown above text/html. Pages, redirects, 404s and headers are Next's,
// but for the Link on the HTML the proxy passes on.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const file = pathname.endsWith(`/${INDEX_MD}`)
  if (!file && !prefersMarkdown(request.headers.get('accept'))) return htmlWithLink(pathname)
  const pagePath = file ? pathname.slice(0, -INDEX_MD.length) : pathname
  const doc = docByPath(pagePath)
  if (!doc) return markdownNotFoundResponse(langOfPath(pagePath))
  return markdownResponse(markdownOf(doc), doc.path, file ? 'file' : 'negotiated')
}

/** The page's HTML, for an Accept that names Markdown below it, with the link the header rules leave to the proxy. */
function htmlWithLink(pathname: string) {
  const response = NextResponse.next()
  const doc = docByPath(pathname)
  if (doc) response.headers.set('Link', markdownLink(doc.path, getConfig().siteUrl))
  return response
}

export const config = {
  matcher: [
    '/:path*/index.md',
    // A page's address (it ends with a slash) asked for with an Accept that names Markdown.
    {
      source: '/((?!api/|cron/|_next/|dev/outbox/|editor/)(?:[^/]+/)*)',
      has: [{ type: 'header', key: 'accept', value: '.*text/markdown.*' }],
    },
  ],
}

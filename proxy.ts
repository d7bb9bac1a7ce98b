import { NextResponse, type NextRequest } from 'next/server'
import { markdownNotFoundResponse } from '@/lib/agents/markdown-not-found'
import { markdownResponse } from '@/lib/agents/markdown-response'
import { absolute, markdownOf, markdownPathOf } from '@/lib/agents/markdown-variant'
import { prefersMarkdown } from '@/lib/agents/negotiate'
import { getConfig } from '@/lib/config'
import { docByPath } from '@/lib/content'
import { notFoundPageResponse } from '@/lib/proxy/not-found-page'
import { securityHeadersAt } from '@/lib/headers/security-headers'
import { isSiteFile } from '@/lib/proxy/site-files'
import { isEditorPath } from '@/lib/editor/paths'
import { langOfPath } from '@/lib/i18n/langs'

const INDEX_MD = 'index.md'
const FILE = /\.[a-z0-9]+\/?$/i

// Everything but the operations' own paths and Next's assets (see the matcher). It answers, each with the security
// headers of its address:
// - a path without its trailing slash: redirected to it (Next's own redirect would carry no headers);
// - a page's Markdown variant (<page>/index.md, or an Accept that ranks text/markdown above text/html), written here
//   rather than rewritten to a route: a rewrite's address depends on the scheme and host in front;
// - an unknown path, a file the site does not serve included: the 404 page of its language, never cached;
// - the content editor's paths, where it is off: the 404 page.
// A page passes to Next with a link to its Markdown variant; its policies come from the build.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!pathname.endsWith('/') && !FILE.test(pathname))
    return ownAnswer(pathname, redirect(`${pathname}/${search}`, request))
  if (pathname.endsWith('/') && FILE.test(pathname))
    return ownAnswer(pathname, redirect(`${pathname.slice(0, -1)}${search}`, request))
  // The content editor exists in development, and in production once GitHub is set up for it (lib/editor).
  if (isEditorPath(pathname))
    return getConfig().editor.kind === 'off'
      ? ownAnswer(pathname, await notFoundPageResponse('pl'))
      : NextResponse.next()
  const explicit = pathname.endsWith(`/${INDEX_MD}`)
  if (FILE.test(pathname) && !explicit)
    return isSiteFile(pathname)
      ? NextResponse.next()
      : ownAnswer(pathname, await notFoundPageResponse(langOfPath(pathname)))
  const pagePath = explicit ? pathname.slice(0, -INDEX_MD.length) : pathname
  const markdown = explicit || prefersMarkdown(request.headers.get('accept'))
  const doc = docByPath(pagePath)
  if (!doc)
    return ownAnswer(
      pathname,
      markdown ? markdownNotFoundResponse(langOfPath(pagePath)) : await notFoundPageResponse(langOfPath(pagePath)),
    )
  if (markdown)
    return ownAnswer(pathname, markdownResponse(markdownOf(doc), doc.path, explicit ? 'file' : 'negotiated'))
  // Next 16 replaces any Vary set here on prerendered HTML; see markdownResponse for why that stays safe.
  const response = NextResponse.next()
  response.headers.set('Link', `<${absolute(markdownPathOf(doc))}>; rel="alternate"; type="text/markdown"`)
  return response
}

/** On the request's own origin, which Next makes a relative Location: it holds whatever scheme and host the client used. */
const redirect = (location: string, request: NextRequest) => NextResponse.redirect(new URL(location, request.url), 308)

/** An answer made here carries the security headers the header rules give its path, whether or not they apply. */
function ownAnswer(pathname: string, response: Response): Response {
  for (const [name, value] of securityHeadersAt(pathname, !getConfig().production)) response.headers.set(name, value)
  return response
}

export const config = {
  // Not the operations (they answer for themselves, and a proxy would cap their bodies) nor the scheduled jobs and
  // the development outbox, except their paths without a trailing slash; not Next's assets.
  matcher: ['/((?!api/|cron/|dev/outbox/|_next/).*)', '/((?:api|cron|dev/outbox)(?:/(?:[^/]+/)*[^/.]+)?(?!/))'],
}

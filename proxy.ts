import { NextResponse, type NextRequest } from 'next/server'
import { allDocs } from '@/lib/content'
import { notFoundPageResponse } from '@/lib/http/not-found-page'
import { langOfPath } from '@/lib/i18n/langs'

// Page requests only (see the matcher): a known page passes; any other path gets the 404 page of its language.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (allDocs().some((doc) => doc.path === pathname)) return NextResponse.next()
  return notFoundPageResponse(langOfPath(pathname))
}

export const config = {
  // Not API routes (they answer JSON 404s themselves, and a proxy would cap their bodies), not Next's
  // assets, not files with an extension (feeds, openapi.json, fonts).
  matcher: ['/((?!api/|_next/|.*\\.[a-z0-9]+$).*)'],
}

import 'server-only'
import { markdownResponse } from '@/lib/server/http/agents/markdown-response'
import { markdownVariant } from '@/lib/server/http/agents/markdown-variant'
import { prefersHtml, prefersMarkdown } from '@/lib/server/http/agents/negotiate'
import { getConfig } from '@/lib/server/config'
import { pageByKey, type Doc } from '@/lib/server/domain/content'
import type { ErrorCode, Problem } from '@/lib/shared/contracts/errors'
import { html } from '@/lib/server/html'
import { pageHeaderPolicy } from '@/lib/server/http/headers/content-security-policy'
import { langOfRequest } from '@/lib/server/http/pipeline/request-lang'
import { log } from '@/lib/server/log'
import { linkProblemCopy, type LinkProblem } from '@/lib/shared/i18n/link-problems'
import type { Lang } from '@/lib/shared/i18n/langs'
import { findMaterial } from '@/lib/server/domain/materials/catalog'
import { unverifiedClaims } from '@/lib/server/domain/materials/download-token'

// A bad download link opened in a browser gets the material's page under a notice, not the Error JSON; the page is
// fetched from our own SITE_URL, so it is the real static page with its own policy inside.

/** A ceiling for our own static page: an address that has not answered by then is one the site cannot reach. */
const PAGE_WAIT_MS = 3000

const problemOf: Partial<Record<ErrorCode, LinkProblem>> = {
  form_expired: 'expired',
  not_found: 'unknown',
  rate_limited: 'limited',
}

function landingPage(token: string, lang: Lang, problem: LinkProblem): Doc {
  const material = problem === 'unknown' ? undefined : findMaterial(unverifiedClaims(token).material ?? '', lang)
  const list = pageByKey(lang, 'materials')
  if (material) return material.page
  if (!list) throw new Error(`content/${lang}/pages/materials.md is missing`)
  return list
}

// The notice as the body's first child, an <aside>: hydration skips an element of a kind it does not expect there;
// inside <main>, or as a div, React would render the page again and drop what the visitor typed.
function withNotice(pageHtml: string, lang: Lang, problem: LinkProblem): string {
  const t = linkProblemCopy[lang][problem]
  // Prettier formats html`` as HTML; its line breaks would be text the materials API test does not expect.
  // prettier-ignore
  const notice = html`<aside class="notice" role="alert"><h2>${t.title}</h2><p>${t.text}</p></aside>`.value
  const body = /<body\b[^>]*>/.exec(pageHtml)
  if (!body) throw new Error('the landing page has no <body>')
  const at = body.index + body[0].length
  return pageHtml.slice(0, at) + notice + pageHtml.slice(at)
}

/** The landing page's HTML with the notice, or undefined when our own address cannot be reached (then the Error stands). */
async function pageHtml(page: Doc, problem: LinkProblem): Promise<string | undefined> {
  try {
    const res = await fetch(new URL(page.path, getConfig().siteUrl), {
      headers: { accept: 'text/html' },
      cache: 'no-store',
      signal: AbortSignal.timeout(PAGE_WAIT_MS),
    })
    if (res.ok) return withNotice(await res.text(), page.lang, problem)
    log.error('bad_link_page_unavailable', { status: res.status })
  } catch (error) {
    log.error('bad_link_page_unavailable', { message: (error as Error).message })
  }
  return undefined
}

export async function badLinkAnswer(request: Request, answer: Response): Promise<Response> {
  const accept = request.headers.get('accept')
  const markdown = prefersMarkdown(accept)
  if (answer.ok || !(markdown || prefersHtml(accept))) return answer
  const { code } = (await answer.clone().json()) as Problem
  const problem = problemOf[code] ?? 'invalid'
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const lang = unverifiedClaims(token).lang ?? langOfRequest(request.headers)
  const page = landingPage(token, lang, problem)
  const headers = new Headers(answer.headers)
  headers.set('X-Robots-Tag', 'noindex')
  if (markdown) {
    const t = linkProblemCopy[lang][problem]
    const body = markdownResponse(
      `# ${t.title}\n\n${t.text}\n\n${markdownVariant(page)}`,
      page.path,
      'negotiated',
      answer.status,
    )
    body.headers.forEach((value, name) => headers.set(name, value))
    headers.set('Cache-Control', 'no-store')
    return new Response(body.body, { status: answer.status, headers })
  }
  const landing = await pageHtml(page, problem)
  if (landing === undefined) return answer
  headers.set('Content-Type', 'text/html; charset=utf-8')
  // A page's header policy; the page's own policy comes with its HTML.
  headers.set('Content-Security-Policy', pageHeaderPolicy(!getConfig().production))
  return new Response(landing, { status: answer.status, headers })
}

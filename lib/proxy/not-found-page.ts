import 'server-only'
import { getConfig } from '@/lib/config'
import { pageByKey } from '@/lib/content'
import type { Lang } from '@/lib/i18n/langs'
import { messages } from '@/lib/i18n/messages'

// Next 16.4 renders notFound() from a dynamic route as an empty shell filled in by client JavaScript, and with
// two root layouts (one per language) not at all. So the proxy answers unknown paths itself: with the
// prerendered 404 page of the path's language, fetched once per instance from our own SITE_URL, and status 404.

const cache = new Map<Lang, Promise<string>>()

async function fetchNotFoundHtml(lang: Lang): Promise<string> {
  const page = pageByKey(lang, 'not-found')
  if (!page) throw new Error(`content/${lang}/pages/not-found.md is missing`)
  const res = await fetch(new URL(page.path, getConfig().siteUrl), { headers: { accept: 'text/html' } })
  if (!res.ok) throw new Error(`the 404 page answered ${res.status}`)
  return res.text()
}

function fallbackHtml(lang: Lang): string {
  const title = messages[lang].notFoundTitle
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p><a href="${lang === 'pl' ? '/' : '/en/'}">${messages[lang].home}</a></p></body></html>`
}

async function notFoundHtml(lang: Lang): Promise<string> {
  const config = getConfig()
  if (!config.production) return fetchNotFoundHtml(lang).catch(() => fallbackHtml(lang))
  let pending = cache.get(lang)
  if (!pending) {
    pending = fetchNotFoundHtml(lang)
    cache.set(lang, pending)
    pending.catch(() => cache.delete(lang))
  }
  return pending.catch(() => fallbackHtml(lang))
}

export async function notFoundPageResponse(lang: Lang): Promise<Response> {
  return new Response(await notFoundHtml(lang), {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}

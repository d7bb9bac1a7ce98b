import { isLang, langOfPath, type Lang } from '@/lib/shared/i18n/langs'

// The language of the answer: the form's `lang` field when the body has been read; before that, the page the
// form was sent from (Referer, same-origin), then Accept-Language; Polish by default.
export function langOfRequest(headers: Headers, body?: Record<string, unknown>): Lang {
  if (body && isLang(body.lang)) return body.lang
  const referer = headers.get('referer')
  if (referer) {
    try {
      return langOfPath(new URL(referer).pathname)
    } catch {
      // not a URL: fall through
    }
  }
  const accept = headers.get('accept-language')?.toLowerCase() ?? ''
  const en = accept.search(/\ben\b/)
  const pl = accept.search(/\bpl\b/)
  return en >= 0 && (pl < 0 || en < pl) ? 'en' : 'pl'
}

import { formOf } from '@/lib/server/domain/content/rendering'
import { collections } from '@/lib/shared/content/schemas'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import { langs, langRoot, type Lang } from '@/lib/shared/i18n/langs'

/** One page the Lighthouse run visits: a page type in one language. */
export interface AuditedPage {
  /** e.g. `pl home`, `en posts/sap-patch-day` */
  name: string
  path: string
  /** The 404 page, reached at an address that does not exist: its status is 404 and it asks not to be indexed. */
  notFound: boolean
  /** The page carries a form, whose scripts run as it loads. */
  form: boolean
}

/**
 * Every page type in both languages, from content/: each page of content/<lang>/pages (home, about, contact, the
 * lists, the KSC check, privacy, ...) and the first document of each collection (a service, a post, a job offer, a
 * material, and any collection added later). The 404 page is visited where a visitor meets it: at an unknown address.
 */
export function auditedPages(docs: Doc[] = loadContent()): AuditedPage[] {
  return langs.flatMap((lang: Lang) => {
    const ofLang = docs.filter((d) => d.lang === lang)
    const pages = ofLang
      .filter((d) => d.folder === 'pages')
      .map((d) =>
        d.key === 'not-found'
          ? { name: `${lang} 404`, path: `${langRoot(lang)}no-such-page-lighthouse/`, notFound: true, form: false }
          : { name: `${lang} ${d.key}`, path: d.path, notFound: false, form: formOf(d) !== undefined },
      )
    const firsts = collections.flatMap((folder) => {
      const doc = ofLang.filter((d) => d.folder === folder).sort((a, b) => a.path.localeCompare(b.path))[0]
      return doc
        ? [{ name: `${lang} ${folder}/${doc.key}`, path: doc.path, notFound: false, form: formOf(doc) !== undefined }]
        : []
    })
    return [...pages, ...firsts]
  })
}

import 'server-only'
import { getConfig } from '@/lib/server/config'
import { langRoot, otherLang, type Lang } from '@/lib/shared/i18n/langs'
import { ContentError, loadContent, loadContentLeniently, problemLine, type ContentProblem, type Doc } from './load'
import { reloading } from './reloading'
import type { Collection, Folder } from '../../../shared/content/schemas'

export type { Doc } from './load'

// A build refuses every content problem; the dev server shows a bad file's error at its own address (problemsAt)
// and keeps the other pages working.
let reported = ''
const content: () => { docs: Doc[]; problems: ContentProblem[] } = reloading(() => {
  if (getConfig().production) return { docs: loadContent(), problems: [] }
  const read = loadContentLeniently()
  const report = read.problems.length ? new ContentError(read.problems.map((p) => problemLine(p, 'en'))).message : ''
  if (report && report !== reported) console.warn(report)
  reported = report
  return read
})

/** Every page of the site. */
export const allDocs = (): Doc[] => content().docs

/** Development: the error of the file whose page is at `sitePath`, to be shown there instead of the page. */
export function contentErrorAt(sitePath: string): ContentError | undefined {
  const problems = content().problems.filter((p) => p.path === sitePath)
  return problems.length ? new ContentError(problems.map((p) => problemLine(p, 'en'))) : undefined
}

export function docByPath(path: string): Doc | undefined {
  return allDocs().find((d) => d.path === path)
}

export function pageByKey(lang: Lang, key: string): Doc<'pages'> | undefined {
  return allDocs().find((d): d is Doc<'pages'> => d.folder === 'pages' && d.lang === lang && d.key === key)
}

/** Where the privacy policy of a language is (the language's home if the page is missing). */
export const privacyPath = (lang: Lang): string => pageByKey(lang, 'privacy')?.path ?? langRoot(lang)

const byDisplayOrder = (a: Doc, b: Doc): number =>
  'order' in a.data && 'order' in b.data
    ? a.data.order - b.data.order
    : 'date' in a.data && 'date' in b.data
      ? b.data.date.localeCompare(a.data.date)
      : 0

/** A collection in display order: services by `order`, everything dated newest first. */
export function docsOf<F extends Collection>(lang: Lang, folder: F): Doc<F>[] {
  const docs = allDocs().filter((d) => d.folder === folder && d.lang === lang)
  return docs.sort(byDisplayOrder) as Doc<F>[]
}

/** The same page in the other language, if it has been written. */
export function counterpartOf(doc: Doc): Doc | undefined {
  const lang = otherLang(doc.lang)
  return allDocs().find((d) => d.folder === doc.folder && d.lang === lang && d.key === doc.key)
}

/** The index page of the collection a document belongs to (e.g. the blog page of a post). */
export function indexPageOf(doc: Doc): Doc<'pages'> | undefined {
  if (doc.folder === 'pages') return undefined
  const folder: Folder = doc.folder
  return allDocs().find((d): d is Doc<'pages'> => d.folder === 'pages' && d.lang === doc.lang && d.data.lists === folder)
}

/** When a page last changed: its own `updated` or `date`; for an index page, its newest entry; else unknown. */
export function lastModified(doc: Doc): string | undefined {
  const own = ('updated' in doc.data ? doc.data.updated : undefined) ?? ('date' in doc.data ? doc.data.date : undefined)
  if (own || doc.folder !== 'pages' || !doc.data.lists) return own
  return docsOf(doc.lang, doc.data.lists)
    .map(lastModified)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)
}

/** Links to pages named by key (the navigation of content/site.json), labelled by their navLabel. */
export function navLinks(lang: Lang, keys: string[]): { href: string; label: string }[] {
  return keys.flatMap((key) => {
    const page = pageByKey(lang, key)
    return page ? [{ href: page.path, label: page.data.navLabel ?? page.data.title }] : []
  })
}

/** The case studies that drew on a service, in display order. */
export function casesOfService(service: Doc<'services'>): Doc<'cases'>[] {
  return docsOf(service.lang, 'cases').filter((c) => c.data.services.includes(service.key))
}

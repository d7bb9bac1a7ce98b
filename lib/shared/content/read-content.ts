import { langRoot, langs, type Lang } from '../i18n/langs'
import { splitFrontMatter } from './front-matter'
import { issueWords, siteWords, valueAt, type Words } from './problem-words'
import { caseSections, schemaOfFolder, type Collection, type DataOf, type Folder } from './schemas'

// The build's reading of content/ as a whole, on texts rather than files: the build reads them from disk
// (load.ts), the content editor from its repository with its save applied, so both run exactly these checks.

export type Doc<F extends Folder = Folder> = {
  [K in F]: {
    folder: K
    lang: Lang
    key: string
    /** Path of the source file, relative to the project, for error messages. */
    file: string
    /** Site path with a trailing slash, e.g. /en/insights/some-post/ */
    path: string
    data: DataOf<K>
    body: string
  }
}[F]

/** One Markdown file of content/{lang}/{folder}/{key}.md and its text; `file` is how messages name it. */
export interface ContentText {
  lang: Lang
  folder: Folder
  key: string
  file: string
  text: string
}

/** What the build refuses, naming the file; `path` is the page's address where one is known. */
export interface ContentProblem {
  file: string
  words: Words
  path?: string
}

export const problemLine = (problem: ContentProblem, lang: Lang) => `${problem.file}: ${problem.words[lang]}`

export class ContentError extends Error {
  constructor(problems: string[]) {
    super(`Content is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

export const folders = Object.keys(schemaOfFolder) as Folder[]

const FILE_PATTERN = /^content\/(pl|en)\/([a-z-]+)\/([^/]+)\.md$/

/** A path of content/ as the build reads it (content/pl/posts/x.md), or undefined when it is no page's file. */
export function contentTextOf(file: string, text: string): ContentText | undefined {
  const [, lang, folder, key] = FILE_PATTERN.exec(file) ?? []
  if (!lang || !folder || !key || !(folder in schemaOfFolder)) return undefined
  return { lang: lang as Lang, folder: folder as Folder, key, file, text }
}

/** One file's text read as the build reads it: its data and body, or its problems. */
export function readContentText(
  file: string,
  folder: Folder,
  text: string,
): { data: DataOf<Folder>; body: string } | { problems: Words[] } {
  let split
  try {
    split = splitFrontMatter(text)
  } catch (error) {
    const message = (error as Error).message
    return { problems: [message === siteWords.noFrontMatter.en ? siteWords.noFrontMatter : siteWords.badYaml(message)] }
  }
  const parsed = schemaOfFolder[folder].safeParse(split.data)
  if (parsed.success) return { data: parsed.data, body: split.body }
  return {
    problems: parsed.error.issues.map((issue) => {
      const words = issueWords(issue, valueAt(split.data, issue.path))
      const field = issue.path.length ? issue.path.join('.') : undefined
      return field ? { en: `${field}: ${words.en}`, pl: `${field}: ${words.pl}` } : words
    }),
  }
}

/** One file's text as the build reads it, its problems as the build prints them (English). */
export function parseContentFile(
  file: string,
  folder: Folder,
  text: string,
): { data: DataOf<Folder>; body: string } | { problems: string[] } {
  const read = readContentText(file, folder, text)
  return 'problems' in read ? { problems: read.problems.map((words) => `${file}: ${words.en}`) } : read
}

/** A page read but not yet given its address (distributed over the folders, so `folder` narrows `data`). */
type Unplaced = Doc extends infer D ? (D extends Doc ? Omit<D, 'path'> : never) : never

function collectionBases(pages: Unplaced[], problems: ContentProblem[]): Map<Collection, string> {
  const bases = new Map<Collection, string>()
  for (const page of pages) {
    if (page.folder !== 'pages') continue
    const lists = page.data.lists
    if (!lists) continue
    if (bases.has(lists)) problems.push({ file: page.file, words: siteWords.listedTwice(lists) })
    bases.set(lists, `${langRoot(page.lang)}${page.data.slug}/`)
  }
  return bases
}

function pathOf(folder: Folder, lang: Lang, slug: unknown, bases: Map<Collection, string>): string | undefined {
  if (typeof slug !== 'string') return undefined
  const root = langRoot(lang)
  if (folder === 'pages') return slug ? `${root}${slug}/` : root
  const base = bases.get(folder)
  return base && slug ? `${base}${slug}/` : undefined
}

const linkPattern = /\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g

/** Every Markdown text of a document: its body and, for a case study, its sections. */
export function markdownTextsOf(doc: Pick<Doc, 'folder' | 'data' | 'body'>): string[] {
  return doc.folder === 'cases'
    ? [...caseSections.map((k) => (doc.data as DataOf<'cases'>)[k]), doc.body]
    : [doc.body]
}

/** The site paths a document's Markdown links to. */
export function linkTargetsOf(doc: Pick<Doc, 'folder' | 'data' | 'body'>): string[] {
  return [...markdownTextsOf(doc).join('\n').matchAll(linkPattern)].flatMap(([, target]) => (target ? [target] : []))
}

function checkLinks(docs: Doc[], problems: ContentProblem[]): void {
  const known = new Set(docs.map((d) => d.path))
  for (const doc of docs)
    for (const target of linkTargetsOf(doc))
      if (!known.has(target)) problems.push({ file: doc.file, path: doc.path, words: siteWords.notAPage(target) })
}

function checkServicesOfCases(docs: Doc[], problems: ContentProblem[]): void {
  const services = new Set(docs.filter((d) => d.folder === 'services').map((d) => `${d.lang}/${d.key}`))
  for (const doc of docs) {
    if (doc.folder !== 'cases') continue
    for (const key of doc.data.services)
      if (!services.has(`${doc.lang}/${key}`))
        problems.push({ file: doc.file, path: doc.path, words: siteWords.noService(doc.lang, key) })
  }
}

// Every content file checked as the build does: by its schema, then site-wide (addresses, links, a case study's
// services). `docs`: every page that could be placed; `problems`: each problem, naming its file.
export function readContent(texts: ContentText[]): { docs: Doc[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  const docs: Doc[] = []
  for (const lang of langs) {
    const own = texts.filter((t) => t.lang === lang)
    const read = own.map((t) => ({ ...t, read: readContentText(t.file, t.folder, t.text) }))
    const unplaced = read.flatMap(({ lang, folder, key, file, read }) =>
      'problems' in read ? [] : [{ folder, lang, key, file, ...read } as Unplaced],
    )
    const bases = collectionBases(unplaced, problems)
    for (const { lang, folder, file, text, read: result } of read) {
      if ('problems' in result) {
        // The address the page would have, so that the development server shows the file's problems there.
        const slug = (() => {
          try {
            return (splitFrontMatter(text).data as Record<string, unknown> | null)?.slug
          } catch {
            return undefined
          }
        })()
        const path = pathOf(folder, lang, slug, bases)
        problems.push(...result.problems.map((words) => ({ file, words, ...(path ? { path } : {}) })))
      }
    }
    for (const doc of unplaced) {
      const path = pathOf(doc.folder, doc.lang, doc.data.slug, bases)
      if (path) docs.push({ ...doc, path } as Doc)
      else problems.push({ file: doc.file, words: siteWords.noAddress(doc.lang, doc.folder) })
    }
  }
  const seen = new Map<string, string>()
  const placed = docs.filter((doc) => {
    const other = seen.get(doc.path)
    if (other) problems.push({ file: doc.file, path: doc.path, words: siteWords.addressTaken(doc.path, other) })
    else seen.set(doc.path, doc.file)
    return !other
  })
  checkLinks(docs, problems)
  checkServicesOfCases(docs, problems)
  return { docs: placed, problems }
}

/** The build's verdict: every page, or one ContentError listing every problem in the build's words. */
export function contentOrThrow({ docs, problems }: ReturnType<typeof readContent>): Doc[] {
  if (problems.length) throw new ContentError(problems.map((p) => problemLine(p, 'en')))
  return docs
}

import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { langs, langRoot, type Lang } from '../i18n/langs'
import { splitFrontMatter } from './front-matter'
import { issueLines } from './issues'
import { caseSections, schemaOfFolder, type Collection, type DataOf, type Folder } from './schemas'

export const CONTENT_DIR = path.join(process.cwd(), 'content')

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

export class ContentError extends Error {
  constructor(problems: string[]) {
    super(`Content is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

const folders = Object.keys(schemaOfFolder) as Folder[]

function formatIssues(file: string, issues: z.core.$ZodIssue[]): string[] {
  return issueLines(issues).map((line) => `${file}: ${line}`)
}

/** One file's text read as the build reads it: its data and body, or the build's messages naming the file. */
export function parseContentFile(
  file: string,
  folder: Folder,
  text: string,
): { data: DataOf<Folder>; body: string } | { problems: string[] } {
  try {
    const { data, body } = splitFrontMatter(text)
    const parsed = schemaOfFolder[folder].safeParse(data)
    return parsed.success ? { data: parsed.data, body } : { problems: formatIssues(file, parsed.error.issues) }
  } catch (error) {
    return { problems: [`${file}: ${(error as Error).message}`] }
  }
}

function readFolder(dir: string, lang: Lang, folder: Folder, problems: string[]): Omit<Doc, 'path'>[] {
  const abs = path.join(dir, lang, folder)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const file = path.relative(process.cwd(), path.join(abs, name))
      const parsed = parseContentFile(file, folder, fs.readFileSync(path.join(abs, name), 'utf8'))
      if ('problems' in parsed) {
        problems.push(...parsed.problems)
        return []
      }
      return [{ folder, lang, key: name.slice(0, -3), file, ...parsed } as Omit<Doc, 'path'>]
    })
}

function pathOf(doc: Omit<Doc, 'path'>, bases: Map<Collection, string>, problems: string[]): string | undefined {
  const root = langRoot(doc.lang)
  if (doc.folder === 'pages') return doc.data.slug ? `${root}${doc.data.slug}/` : root
  const base = bases.get(doc.folder)
  if (!base) {
    problems.push(`${doc.file}: no page in content/${doc.lang}/pages has "lists: ${doc.folder}", so it has no address`)
    return undefined
  }
  return `${base}${doc.data.slug}/`
}

function collectionBases(pages: Omit<Doc<'pages'>, 'path'>[], problems: string[]): Map<Collection, string> {
  const bases = new Map<Collection, string>()
  for (const page of pages) {
    const lists = page.data.lists
    if (!lists) continue
    if (bases.has(lists)) problems.push(`${page.file}: lists: another page already lists "${lists}"`)
    bases.set(lists, `${langRoot(page.lang)}${page.data.slug}/`)
  }
  return bases
}

const linkPattern = /\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g

/** Every Markdown text of a document: its body and, for a case study, its sections. */
export function markdownTextsOf(doc: Doc): string[] {
  return doc.folder === 'cases' ? [...caseSections.map((k) => doc.data[k]), doc.body] : [doc.body]
}

function checkLinks(docs: Doc[], problems: string[]): void {
  const known = new Set(docs.map((d) => d.path))
  for (const doc of docs) {
    for (const [, target] of markdownTextsOf(doc).join('\n').matchAll(linkPattern)) {
      if (target && !known.has(target)) problems.push(`${doc.file}: links to ${target}, which is not a page of the site`)
    }
  }
}

function checkServicesOfCases(docs: Doc[], problems: string[]): void {
  const services = new Set(docs.filter((d) => d.folder === 'services').map((d) => `${d.lang}/${d.key}`))
  for (const doc of docs) {
    if (doc.folder !== 'cases') continue
    for (const key of doc.data.services) {
      if (!services.has(`${doc.lang}/${key}`)) problems.push(`${doc.file}: services: there is no content/${doc.lang}/services/${key}.md`)
    }
  }
}

/** Reads and validates every content file. Throws one ContentError listing every problem found. */
export function loadContent(dir: string = CONTENT_DIR): Doc[] {
  const problems: string[] = []
  const docs: Doc[] = []
  for (const lang of langs) {
    const raw = folders.flatMap((folder) => readFolder(dir, lang, folder, problems))
    const pages = raw.filter((d): d is Omit<Doc<'pages'>, 'path'> => d.folder === 'pages')
    const bases = collectionBases(pages, problems)
    for (const doc of raw) {
      const docPath = pathOf(doc, bases, problems)
      if (docPath) docs.push({ ...doc, path: docPath } as Doc)
    }
  }
  const seen = new Map<string, string>()
  for (const doc of docs) {
    const other = seen.get(doc.path)
    if (other) problems.push(`${doc.file}: its address ${doc.path} is already used by ${other}`)
    seen.set(doc.path, doc.file)
  }
  checkLinks(docs, problems)
  checkServicesOfCases(docs, problems)
  if (problems.length) throw new ContentError(problems)
  return docs
}

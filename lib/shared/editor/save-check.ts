import { fileWords, rules } from '@/lib/shared/content/problem-words'
import { contentTextOf, problemLine, readContent, type ContentText } from '@/lib/shared/content/read-content'
import { slug } from '@/lib/shared/content/schemas'
import type { Lang } from '@/lib/shared/i18n/langs'
import { checkDocument } from './field-check'

// What the build would refuse once the save is in; run in the editor's browser and again in the local writer.

/** A file of the repository and its text. */
export interface RepoFile {
  path: string
  text: string
}

/** What a save does: files written (`from`: the file's old path when it moves), files deleted. */
export interface Save {
  writes: { path: string; text: string; from?: string }[]
  deletes: string[]
}

export const SITE_FILE = 'content/site.json'
const EDITABLE = /^content\/(?:pl|en)\/([a-z-]+)\/([^/]+)\.md$/
const TEXT_ONLY_FOLDERS = new Set(['material-texts'])

/** Problems of one written file on its own: where it is, its name, and content/site.json's schema. */
function fileProblems({ path, text }: RepoFile, lang: Lang): string[] {
  if (path === SITE_FILE) {
    try {
      return checkDocument('site', JSON.parse(text) as Record<string, unknown>, lang)
    } catch (error) {
      return [fileWords.notJson((error as Error).message)[lang]]
    }
  }
  const [, folder, key] = EDITABLE.exec(path) ?? []
  if (!folder || !key || !(contentTextOf(path, text) || TEXT_ONLY_FOLDERS.has(folder)))
    return [fileWords.notEditable[lang]]
  return slug.safeParse(key).success ? [] : [fileWords.fileName(rules.slug)[lang]]
}

const pagesOf = (files: Map<string, string>): ContentText[] =>
  [...files].flatMap(([path, text]) => contentTextOf(path, text) ?? [])

/** The problems in the files the save writes, and any other the save brings about; none: the save may go ahead. */
export function problemsOfSave(repository: RepoFile[], save: Save, lang: Lang): string[] {
  const before = new Map(repository.map((f) => [f.path, f.text]))
  const after = new Map(before)
  for (const path of save.deletes) after.delete(path)
  for (const { path, text, from } of save.writes) {
    if (from) after.delete(from)
    // Written files come last: of two pages at one address, the build's message then names the one being saved.
    after.delete(path)
    after.set(path, text)
  }
  const own = save.writes.flatMap((file) => fileProblems(file, lang).map((line) => `${file.path}: ${line}`))
  const written = new Set(save.writes.map((f) => f.path))
  const earlier = new Set(readContent(pagesOf(before)).problems.map((p) => problemLine(p, 'en')))
  const brought = readContent(pagesOf(after)).problems.filter(
    (p) => written.has(p.file) || !earlier.has(problemLine(p, 'en')),
  )
  return [...own, ...brought.map((p) => problemLine(p, lang))]
}

import { stringify } from 'yaml'
import { splitFrontMatter } from '@/lib/content/front-matter'

// How the editor reads and writes a Markdown file of content/: the same split as the build (lib/content/front-matter.ts),
// the front matter in YAML and the body after it. A value left empty is left out, as if the field were never filled:
// the build then judges the file as it would one written by hand without it.

/** The field holding a document's Markdown body in the editor. */
export const BODY = 'body'
/** The editor's field for the file's name (the key both languages share); it is the file's name, not front matter. */
export const FILE_KEY = 'key'

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

export const withoutEmptyValues = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)))

export function readContentFile(text: string): Record<string, unknown> {
  const { data, body } = splitFrontMatter(text)
  return { ...(data as Record<string, unknown>), [BODY]: body }
}

/** An editor's entry as the build will see its front matter: without the body and the file's name. */
export const frontMatterOf = (entry: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entry).filter(([name]) => name !== BODY && name !== FILE_KEY))

export function writeContentFile(entry: Record<string, unknown>): string {
  const frontMatter = withoutEmptyValues(frontMatterOf(entry))
  const body = entry[BODY]
  const text = typeof body === 'string' ? body.trim() : ''
  return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n${text ? `\n${text}\n` : ''}`
}

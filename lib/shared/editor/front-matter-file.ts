import { stringify } from 'yaml'
import type { z } from 'zod'
import { splitFrontMatter } from '@/lib/shared/content/front-matter'
import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'

// The build's split (lib/shared/content/front-matter.ts); an empty value is left out, so the build judges it as
// unwritten.

/** The field holding a document's Markdown body in the editor. */
export const BODY = 'body'
/** The editor's field for the file's name (the key both languages share); it is the file's name, not front matter. */
export const FILE_KEY = 'key'

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** Whether the build takes an empty text in this field (a page's slug: the home page's is empty). */
const takesEmptyText = (folder: Folder, name: string) =>
  ((schemaOfFolder[folder] as unknown as z.ZodObject).shape[name] as z.ZodType | undefined)?.safeParse('').success

/** A field's value as the editor writes it: undefined when it is left out of the file. */
export const writtenValue = (folder: Folder, name: string, value: unknown) =>
  isEmpty(value) && !(value === '' && takesEmptyText(folder, name)) ? undefined : value

export const withoutEmptyValues = (folder: Folder, data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([name, value]) => writtenValue(folder, name, value) !== undefined))

export function readContentFile(text: string): Record<string, unknown> {
  const { data, body } = splitFrontMatter(text)
  return { ...(data as Record<string, unknown>), [BODY]: body }
}

/** An editor's entry as the build will see its front matter: without the body and the file's name. */
export const frontMatterOf = (entry: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entry).filter(([name]) => name !== BODY && name !== FILE_KEY))

export function writeContentFile(folder: Folder, entry: Record<string, unknown>): string {
  const frontMatter = withoutEmptyValues(folder, frontMatterOf(entry))
  const body = entry[BODY]
  const text = typeof body === 'string' ? body.trim() : ''
  return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n${text ? `\n${text}\n` : ''}`
}

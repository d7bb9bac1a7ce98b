import type { z } from 'zod'
import { issueLines } from '@/lib/content/issues'
import { schemaOfFolder, type Folder } from '@/lib/content/schemas'
import { siteSchema } from '@/lib/content/site'
import { withoutEmptyValues, writtenValue } from './front-matter-file'

// The editor's checks are the build's: the same zod schemas, the same messages, on a Markdown document's values as
// the editor writes them (front-matter-file.ts: a value left empty is left out); content/site.json is Decap's JSON.

export type Checked = Folder | 'site'

const schemaOf = (checked: Checked): z.ZodObject =>
  checked === 'site' ? siteSchema : (schemaOfFolder[checked] as unknown as z.ZodObject)

/** The build's message for one field's value, or undefined when the build takes it. */
export function checkField(checked: Checked, name: string, value: unknown): string | undefined {
  const field = schemaOf(checked).shape[name] as z.ZodType | undefined
  const result = field?.safeParse(checked === 'site' ? value : writtenValue(checked, name, value))
  return result && !result.success ? result.error.issues[0]?.message : undefined
}

/** Every problem the build would report in a document's data, as `field: message` (as lib/content/load.ts does). */
export function checkDocument(checked: Checked, data: Record<string, unknown>): string[] {
  const result = schemaOf(checked).safeParse(checked === 'site' ? data : withoutEmptyValues(checked, data))
  return result.success ? [] : issueLines(result.error.issues)
}

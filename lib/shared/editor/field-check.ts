import type { z } from 'zod'
import { issueWords, valueAt } from '@/lib/shared/content/problem-words'
import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'
import { siteSchema } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { withoutEmptyValues, writtenValue } from './front-matter-file'

// The build's zod schemas and messages, on values as the editor writes them (an empty value left out).

export type Checked = Folder | 'site'

const schemaOf = (checked: Checked): z.ZodObject =>
  checked === 'site' ? siteSchema : (schemaOfFolder[checked] as unknown as z.ZodObject)

/** The build's message for one field's value, or undefined when the build takes it. */
export function checkField(checked: Checked, name: string, value: unknown, lang: Lang = 'en'): string | undefined {
  const field = schemaOf(checked).shape[name] as z.ZodType | undefined
  const written = checked === 'site' ? value : writtenValue(checked, name, value)
  const result = field?.safeParse(written)
  const issue = result && !result.success ? result.error.issues[0] : undefined
  return issue && issueWords(issue, valueAt(written, issue.path))[lang]
}

/** Every problem the build would report in a document's data, as `field: message` (as lib/server/domain/content/load.ts does). */
export function checkDocument(checked: Checked, data: Record<string, unknown>, lang: Lang = 'en'): string[] {
  const written = checked === 'site' ? data : withoutEmptyValues(checked, data)
  const result = schemaOf(checked).safeParse(written)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const words = issueWords(issue, valueAt(written, issue.path))[lang]
    return issue.path.length ? `${issue.path.join('.')}: ${words}` : words
  })
}

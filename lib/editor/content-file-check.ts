import 'server-only'
import { parseContentFile } from '@/lib/content/load'
import { schemaOfFolder, slug, type Folder } from '@/lib/content/schemas'
import { checkDocument } from './field-check'

// What the local writer refuses before it writes a file: what the build would refuse in that file, in its words.

const MARKDOWN_FILE = /^content\/(?:pl|en)\/([a-z-]+)\/([^/]+)\.md$/

/** The build's messages about one file the editor is about to write; none when the build takes it. */
export function problemsOfFile(file: string, text: string): string[] {
  if (file === 'content/site.json') {
    try {
      return checkDocument('site', JSON.parse(text) as Record<string, unknown>).map((line) => `${file}: ${line}`)
    } catch (error) {
      return [`${file}: ${(error as Error).message}`]
    }
  }
  const [, folder, key] = MARKDOWN_FILE.exec(file) ?? []
  if (!folder || !key)
    return [`${file}: the editor writes only Markdown files of content/{pl,en}/ and content/site.json`]
  const keyProblem = slug.safeParse(key).error?.issues[0]?.message
  if (keyProblem) return [`${file}: file name: ${keyProblem}`]
  if (!(folder in schemaOfFolder)) return []
  const parsed = parseContentFile(file, folder as Folder, text)
  return 'problems' in parsed ? parsed.problems : []
}

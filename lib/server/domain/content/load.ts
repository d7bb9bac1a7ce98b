import fs from 'node:fs'
import path from 'node:path'
import { langs, type Lang } from '../../../shared/i18n/langs'
import { contentOrThrow, folders, readContent, type ContentProblem, type ContentText, type Doc } from '../../../shared/content/read-content'
import type { Folder } from '../../../shared/content/schemas'

// content/ read from disk: the build's whole reading of it is read-content.ts, shared with the content editor.

export {
  ContentError,
  markdownTextsOf,
  parseContentFile,
  problemLine,
  type ContentProblem,
  type Doc,
} from '../../../shared/content/read-content'

export const CONTENT_DIR = path.join(process.cwd(), 'content')

/** The Markdown files of one folder of one language, named relative to the project as messages name them. */
function folderTexts(dir: string, lang: Lang, folder: Folder): ContentText[] {
  const abs = path.join(dir, lang, folder)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      lang,
      folder,
      key: name.slice(0, -3),
      file: path.relative(process.cwd(), path.join(abs, name)),
      text: fs.readFileSync(path.join(abs, name), 'utf8'),
    }))
}

/** Every Markdown file of content/{lang}/{folder}/. */
export function contentTexts(dir: string = CONTENT_DIR): ContentText[] {
  return langs.flatMap((lang) => folders.flatMap((folder) => folderTexts(dir, lang, folder)))
}

/** Reads and validates every content file. Throws one ContentError listing every problem found. */
export function loadContent(dir: string = CONTENT_DIR): Doc[] {
  return contentOrThrow(readContent(contentTexts(dir)))
}

/** Development: the pages that could be read and the problems beside them, so one bad file fails only its page. */
export function loadContentLeniently(dir: string = CONTENT_DIR): { docs: Doc[]; problems: ContentProblem[] } {
  return readContent(contentTexts(dir))
}

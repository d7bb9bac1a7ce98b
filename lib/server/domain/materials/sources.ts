import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter } from '@/lib/shared/content/front-matter'
import type { Lang } from '@/lib/shared/i18n/langs'

// What `npm run materials` draws a material's PDF from, hashed so that a test can tell when a PDF is older than its
// sources, and where it writes besides the PDFs. Used by that script and the test only: no route reads these files.

export const MANIFEST_FILE = path.join(process.cwd(), 'private', 'materials.json')
export const COVER_DIR = path.join(process.cwd(), 'public', 'materials')

/** What a PDF is drawn from, besides its page's front matter: its text, the site's details, the drawing code. */
function sourceFiles(key: string, lang: Lang): string[] {
  return [
    `content/${lang}/material-texts/${key}.md`,
    'content/site.json',
    'lib/server/domain/materials/pdf/material-pdf.tsx',
    'lib/server/domain/materials/pdf/markdown-pdf.tsx',
    'lib/server/domain/reports/fonts.ts',
    'lib/server/domain/reports/number-pages.ts',
  ]
}

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Of the material's page only the front matter counts (title, description, kind, dates): its body is not in the PDF. */
export function sourceHash(key: string, lang: Lang): string {
  const page = splitFrontMatter(readFileSync(path.join(process.cwd(), `content/${lang}/materials/${key}.md`), 'utf8'))
  const hash = createHash('sha256').update(JSON.stringify(page.data)).update('\0')
  for (const file of sourceFiles(key, lang))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(process.cwd(), file)))
      .update('\0')
  return hash.digest('hex')
}

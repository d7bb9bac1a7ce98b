import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { splitFrontMatter } from '@/lib/content/front-matter'
import type { Lang } from '@/lib/i18n/langs'

// What `npm run materials` made of each material: the PDF under private/, its cover image under public/, and
// the facts read back from the PDF (page count, the page of each chapter). Pages show these; nobody types them.
// `sourceSha256` is the hash of everything the PDF was made from; a test fails when the sources have moved on.

export const PRIVATE_DIR = path.join(process.cwd(), 'private')
export const MANIFEST_FILE = path.join(PRIVATE_DIR, 'materials.json')
export const COVER_DIR = path.join(process.cwd(), 'public', 'materials')

const editionSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  cover: z.strictObject({ src: z.string().regex(/^\/materials\/[a-z0-9-]+\.png$/), width: z.int().positive(), height: z.int().positive() }),
  pages: z.int().positive(),
  contents: z.array(z.strictObject({ title: z.string(), page: z.int().positive() })).min(1),
  fileSha256: z.string().length(64),
  sourceSha256: z.string().length(64),
})
export const manifestSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.strictObject({ pl: editionSchema, en: editionSchema }))

export type MaterialEdition = z.infer<typeof editionSchema>
export type Manifest = z.infer<typeof manifestSchema>

/** What a PDF is drawn from, besides its page's front matter: its text, the site's details, the drawing code. */
export function sourceFiles(key: string, lang: Lang): string[] {
  return [
    `content/${lang}/material-texts/${key}.md`,
    'content/site.json',
    'lib/materials/pdf/material-pdf.tsx',
    'lib/materials/pdf/markdown-pdf.tsx',
    'lib/reports/fonts.ts',
  ]
}

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Of the material's page only the front matter counts (title, description, kind, dates): its body is not in the PDF. */
export function sourceHash(key: string, lang: Lang): string {
  const page = splitFrontMatter(readFileSync(path.join(process.cwd(), `content/${lang}/materials/${key}.md`), 'utf8'))
  const hash = createHash('sha256').update(JSON.stringify(page.data)).update('\0')
  for (const file of sourceFiles(key, lang)) hash.update(file).update('\0').update(readFileSync(path.join(process.cwd(), file))).update('\0')
  return hash.digest('hex')
}

export const pdfName = (key: string, lang: Lang) => `${key}-${lang}.pdf`
export const coverName = (key: string, lang: Lang) => `${key}-${lang}.png`

import path from 'node:path'
import { z } from 'zod'
import type { Lang } from '@/lib/shared/i18n/langs'

// What `npm run materials` made and read back from each PDF, so pages show its facts and nobody types them.
// `sourceSha256` hashes its sources (sources.ts): a test fails when they have moved on.

export const PRIVATE_DIR = path.join(process.cwd(), 'private')

const editionSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  cover: z.strictObject({
    src: z.string().regex(/^\/materials\/[a-z0-9-]+\.png$/),
    width: z.int().positive(),
    height: z.int().positive(),
  }),
  pages: z.int().positive(),
  contents: z.array(z.strictObject({ title: z.string(), page: z.int().positive() })).min(1),
  fileSha256: z.string().length(64),
  sourceSha256: z.string().length(64),
})
export const manifestSchema = z.record(
  z.string().regex(/^[a-z0-9-]+$/),
  z.strictObject({ pl: editionSchema, en: editionSchema }),
)

export type MaterialEdition = z.infer<typeof editionSchema>
export type Manifest = z.infer<typeof manifestSchema>

export const pdfName = (key: string, lang: Lang) => `${key}-${lang}.pdf`
export const coverName = (key: string, lang: Lang) => `${key}-${lang}.png`

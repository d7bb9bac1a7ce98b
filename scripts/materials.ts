// npm run materials: the gated PDFs, their covers and private/materials.json, with the facts read back from each
// finished PDF by poppler (docs/content.md); commit all three.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontMatter } from '@/lib/shared/content/front-matter'
import { materialSchema } from '@/lib/shared/content/schemas'
import { langs, type Lang } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'
import {
  PRIVATE_DIR,
  coverName,
  pdfName,
  type Manifest,
  type MaterialEdition,
} from '@/lib/server/domain/materials/manifest'
import { COVER_DIR, MANIFEST_FILE, sha256, sourceHash } from '@/lib/server/domain/materials/sources'
import { chaptersOf } from '@/lib/server/domain/materials/pdf/markdown-pdf'
import { renderMaterialPdf, type MaterialPdfInput } from '@/lib/server/domain/materials/pdf/material-pdf'

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The page each chapter starts on, found in the PDF's own text (after the contents on page 2). */
function chapterPagesIn(file: string, chapters: string[]): Record<string, number> {
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').map(squash)
  const found: Record<string, number> = {}
  let from = 2
  for (const chapter of chapters) {
    const index = pages.findIndex((text, i) => i >= from && text.includes(squash(chapter)))
    if (index < 0) throw new Error(`${file}: chapter "${chapter}" not found in the PDF's text`)
    found[chapter] = index + 1
    from = index + 1
  }
  return found
}

/** Width and height from a PNG's header (IHDR, right after the signature). */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file)
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) }
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
}

async function buildEdition(key: string, lang: Lang): Promise<MaterialEdition> {
  const page = splitFrontMatter(readFileSync(`content/${lang}/materials/${key}.md`, 'utf8'))
  const data = materialSchema.parse(page.data)
  const markdown = readFileSync(`content/${lang}/material-texts/${key}.md`, 'utf8')
  const input: MaterialPdfInput = {
    lang,
    title: data.title,
    kind: messages[lang].materialKind[data.kind],
    subtitle: data.description,
    date: data.updated ?? data.date,
    markdown,
    sourceHash: sourceHash(key, lang),
  }
  const chapters = chaptersOf(markdown).map((c) => c.title)
  const file = path.join(PRIVATE_DIR, pdfName(key, lang))
  // The contents need the chapters' pages, known only once the PDF is laid out: render, read them back, render
  // again with them, and check the second PDF agrees (page numbers do not change the contents' length).
  writeFileSync(file, await renderMaterialPdf(input))
  const chapterPages = chapterPagesIn(file, chapters)
  const pdf = await renderMaterialPdf({ ...input, chapterPages })
  writeFileSync(file, pdf)
  const check = chapterPagesIn(file, chapters)
  if (JSON.stringify(check) !== JSON.stringify(chapterPages)) throw new Error(`${file}: chapters moved between passes`)
  const cover = path.join(COVER_DIR, coverName(key, lang))
  execFileSync('pdftoppm', [
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-scale-to',
    '560',
    file,
    cover.slice(0, -'.png'.length),
  ])
  return {
    file: pdfName(key, lang),
    cover: { src: `/materials/${coverName(key, lang)}`, ...pngSize(cover) },
    pages: pageCount(file),
    contents: chapters.map((title) => ({ title, page: chapterPages[title]! })),
    fileSha256: sha256(pdf),
    sourceSha256: input.sourceHash,
  }
}

mkdirSync(PRIVATE_DIR, { recursive: true })
mkdirSync(COVER_DIR, { recursive: true })
const keys = readdirSync('content/pl/material-texts')
  .filter((n) => n.endsWith('.md'))
  .map((n) => n.slice(0, -3))
  .sort()
const manifest: Manifest = {}
for (const key of keys) {
  const [pl, en] = await Promise.all(langs.map((lang) => buildEdition(key, lang)))
  manifest[key] = { pl: pl!, en: en! }
  console.log(`${key}: ${pl!.pages} pages (pl), ${en!.pages} pages (en)`)
}
writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`)

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allDocs } from '@/lib/server/domain/content'
import { langs } from '@/lib/shared/i18n/langs'
import { PRIVATE_DIR, manifestSchema } from '@/lib/server/domain/materials/manifest'
import { COVER_DIR, MANIFEST_FILE, sha256, sourceHash } from '@/lib/server/domain/materials/sources'
import { footerOffset, pdfPageCount } from '../support/pdf-text'

// The committed PDFs against their sources: a PDF older than its text, its page's front matter, the site's details or the code
// that draws it fails here, with the command that brings it up to date.

const manifest = manifestSchema.parse(JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')))
const editions = Object.entries(manifest).flatMap(([key, byLang]) =>
  langs.map((lang) => ({ key, lang, edition: byLang[lang] })),
)
const pagesOf = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f')

describe('gated material PDFs', () => {
  it('exist for exactly the materials in content/, and nothing else is under private/', () => {
    const keys = [
      ...new Set(
        allDocs()
          .filter((d) => d.folder === 'materials')
          .map((d) => d.key),
      ),
    ].sort()
    expect(Object.keys(manifest).sort()).toEqual(keys)
    const files = editions.map((e) => e.edition.file)
    expect(readdirSync(PRIVATE_DIR).sort()).toEqual([...files, 'materials.json'].sort())
  })

  it('are never under public/ (only their cover images are)', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name],
      )
    expect(walk(path.join(process.cwd(), 'public')).filter((name) => name.toLowerCase().endsWith('.pdf'))).toEqual([])
  })

  it.each(editions)(
    '$key ($lang) is newer than its sources: else run `npm run materials` and commit',
    ({ key, lang, edition }) => {
      expect(edition.sourceSha256, `private/${edition.file} was made from older sources: run npm run materials`).toBe(
        sourceHash(key, lang),
      )
      const file = path.join(PRIVATE_DIR, edition.file)
      expect(sha256(readFileSync(file)), `private/${edition.file} is not the file npm run materials recorded`).toBe(
        edition.fileSha256,
      )
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      expect(info).toContain(`source-sha256:${edition.sourceSha256}`)
    },
  )

  it.each(editions)('$key ($lang): page count, contents and page numbers are those of the PDF', ({ lang, edition }) => {
    const file = path.join(PRIVATE_DIR, edition.file)
    expect(pdfPageCount(readFileSync(file))).toBe(edition.pages)
    const pages = pagesOf(file).map((p) => p.replace(/\s+/g, ' '))
    for (const { title, page } of edition.contents) expect(pages[page - 1]).toContain(title)
    expect(pages[1]).toContain(lang === 'pl' ? 'Spis treści' : 'Contents')
    // "n / N" stamped after layout on every page but the cover (pdftotext reads Helvetica's narrow spaces as none).
    expect(pages[0]).not.toMatch(/\d ?\/ ?\d/)
    const pdf = readFileSync(file)
    pages.slice(1, edition.pages).forEach((page, i) => {
      expect(page).toMatch(new RegExp(`(^|\\D)${i + 2} ?/ ?${edition.pages}\\s*$`))
      expect(Math.abs(footerOffset(pdf, i + 2)), `page ${i + 2}: the number on the footer's line`).toBeLessThan(1)
    })
    if (lang === 'pl') expect(pages.join(' ')).toMatch(/[ąćęłńóśźż]/)
  })

  it.each(editions)('$key ($lang) has its cover image, the size the pages say', ({ edition }) => {
    const png = readFileSync(path.join(COVER_DIR, path.basename(edition.cover.src)))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: edition.cover.width,
      height: edition.cover.height,
    })
    expect(existsSync(path.join(process.cwd(), 'public', edition.cover.src))).toBe(true)
  })
})

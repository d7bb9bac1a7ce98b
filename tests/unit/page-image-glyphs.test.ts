import { describe, expect, it } from 'vitest'
import { brandFonts } from '@/lib/server/features/brand/images'
import { pageImageText } from '@/lib/server/features/brand/page-image'
import { loadContent } from '@/lib/server/domain/content/load'

// The page images are drawn at build with DejaVu Sans alone. For a character the font lacks, the renderer
// would fetch a font from Google Fonts during the build (or draw an empty box offline), so every character of
// every page's image must be in both faces.

/** The code points a TrueType font maps to a glyph, from its Windows Unicode BMP cmap (format 4). */
function codePointsOf(ttf: Buffer): Set<number> {
  const tables = ttf.readUInt16BE(4)
  const record = Array.from({ length: tables }, (_, i) => 12 + i * 16).find(
    (r) => ttf.toString('latin1', r, r + 4) === 'cmap',
  )!
  const cmap = ttf.readUInt32BE(record + 8)
  const encodings = Array.from({ length: ttf.readUInt16BE(cmap + 2) }, (_, i) => cmap + 4 + i * 8)
  const unicode = encodings.find((e) => ttf.readUInt16BE(e) === 3 && ttf.readUInt16BE(e + 2) === 1)!
  const sub = cmap + ttf.readUInt32BE(unicode + 4)
  expect(ttf.readUInt16BE(sub)).toBe(4)
  const segments = ttf.readUInt16BE(sub + 6) / 2
  const ends = sub + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  const mapped = new Set<number>()
  for (let s = 0; s < segments; s++) {
    const start = ttf.readUInt16BE(starts + s * 2)
    const end = ttf.readUInt16BE(ends + s * 2)
    const delta = ttf.readInt16BE(deltas + s * 2)
    const rangeOffset = ttf.readUInt16BE(rangeOffsets + s * 2)
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        rangeOffset === 0
          ? (c + delta) & 0xffff
          : ttf.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
      if (glyph !== 0) mapped.add(c)
    }
  }
  return mapped
}

describe('the page images', () => {
  const faces = brandFonts().map((f) => codePointsOf(f.data))

  it('the font check can fail: DejaVu Sans has Polish letters but no CJK', () => {
    for (const face of faces) {
      expect([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ–'].every((ch) => face.has(ch.codePointAt(0)!))).toBe(true)
      expect(face.has('漢'.codePointAt(0)!)).toBe(false)
    }
  })

  it.each(loadContent().map((d) => [d.path, d] as const))(
    '%s: every character drawn on its image is in DejaVu Sans',
    (_p, doc) => {
      const text = Object.values(pageImageText(doc)).join('')
      const missing = [...new Set(text)].filter((ch) => faces.some((face) => !face.has(ch.codePointAt(0)!)))
      expect(missing).toEqual([])
    },
  )
})

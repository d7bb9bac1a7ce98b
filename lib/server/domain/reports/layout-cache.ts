import 'server-only'
import { Font } from '@react-pdf/renderer'

// Shaping the questionnaire's text, the same in every report, was a quarter of a render: memoised per font, string and
// features. Sharing a run is safe: textkit scales positions into new objects, and each call gets its own glyph list.

const MAX_ENTRIES = 20_000

interface GlyphRun {
  glyphs: unknown[]
}
interface LayoutFont {
  layout: (text: string, features?: unknown, ...rest: unknown[]) => GlyphRun
  hasGlyphForCodePoint: (codePoint: number) => boolean
  unitsPerEm: number
  postscriptName: string
  name?: { records?: object }
}

// On the font itself, not in this module: a server may hold several copies of this module (each route's bundle has
// its own), and the renderer's fonts are loaded once.
const MEMOISED = Symbol.for('sapsec.report.layoutMemoised')

function memoise(font: LayoutFont & { [MEMOISED]?: true }): void {
  if (font[MEMOISED]) return
  const layout = font.layout.bind(font)
  const cache = new Map<string, GlyphRun>()
  font.layout = (text, features, ...rest) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${rest.join('\u0000')}\u0000${text}`
    let run = cache.get(key)
    if (!run) {
      if (cache.size >= MAX_ENTRIES) cache.clear()
      run = layout(text, features, ...rest)
      cache.set(key, run)
    }
    return { ...run, glyphs: run.glyphs.slice() }
  }
  memoiseLookups(font)
  font[MEMOISED] = true
}

// Glyph lookups are memoised too; pdfkit's `isEqualFont` stringifies the whole name table at every font switch (5 % of
// a warm render), so the name records serialise as the PostScript name, which pdfkit keys the font by anyway.
function memoiseLookups(font: LayoutFont): void {
  const hasGlyph = font.hasGlyphForCodePoint.bind(font)
  const glyphs = new Map<number, boolean>()
  font.hasGlyphForCodePoint = (codePoint) => {
    let has = glyphs.get(codePoint)
    if (has === undefined) glyphs.set(codePoint, (has = hasGlyph(codePoint)))
    return has
  }
  Object.defineProperty(font, 'unitsPerEm', { value: font.unitsPerEm })
  const name = font.postscriptName
  if (font.name?.records) Object.defineProperty(font.name.records, 'toJSON', { value: () => name })
}

/** Loads the report's fonts and memoises their text layout; once per process, before the first render. */
export async function cacheTextLayout(family: string, weights: readonly number[]): Promise<void> {
  for (const fontWeight of weights) {
    await Font.load({ fontFamily: family, fontWeight })
    const font = Font.getFont({ fontFamily: family, fontWeight }) as unknown as { data: LayoutFont | null }
    if (font.data) memoise(font.data)
  }
}

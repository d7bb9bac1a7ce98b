import 'server-only'
import { Font } from '@react-pdf/renderer'

// Most of a report's text is the questionnaire's own (questions, options, actions), the same in every report, and
// shaping it (fontkit's OpenType layout) was a quarter of the render time. Each font's `layout` is memoised per
// string and features: the run is shaped once per process. textkit only reads a run's glyphs and positions and
// scales the positions into new objects; each call still gets its own copy of the glyph list.

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

// Asked per character or per run (textkit's font substitution and scaling), each answer decoded again from the
// font's tables. And pdfkit opens the font anew at every font switch and compares it with the one it has by
// JSON.stringify of the whole name table (its `isEqualFont`, 5 % of a warm render): the records stand for
// themselves by the PostScript name, which is what pdfkit keys the font by anyway.
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

import { create } from 'fontkit'
import path from 'node:path'

// Inter cut by `npm run fonts` into Latin and the Polish letters, fetched only where a page shows one: Fontsource's
// latin-ext is 86 KB. For the script and the unit tests only (fontkit is a devDependency).

export const FONT_DIR = path.join(process.cwd(), 'app', 'fonts')
export const FONT_CSS = path.join(FONT_DIR, 'inter.css')

const span = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i))

export interface WebFont {
  /** Written to app/fonts/. */
  file: string
  /** Read from @fontsource-variable/inter/files/. */
  source: string
  characters: string
}

export const webFonts: WebFont[] = [
  {
    file: 'inter-latin.woff2',
    source: 'inter-latin-wght-normal.woff2',
    // Basic Latin, the letters of Latin-1 and its signs that text uses (not ¼ ½ ¾, ¿ or ¤), then the typographic
    // punctuation Polish and English text use, the euro, the minus, the thin space.
    characters: span(0x20, 0x7e) + '\u00a0§©«®°±·»¹²³' + span(0xc0, 0xff) + '–—‘’‚“”„…•‹›€™−′″\u2009',
  },
  { file: 'inter-polish.woff2', source: 'inter-latin-ext-wght-normal.woff2', characters: 'ĄąĆćĘęŁłŃńŚśŹźŻż' },
]

/** The code points a font (TrueType, WOFF or WOFF2) maps to a glyph, ascending. */
export function codePointsOf(font: Buffer): number[] {
  const face = create(font)
  if ('fonts' in face) throw new Error('a font collection, not one font')
  // fontkit lists the end marker of a format 4 cmap, U+FFFF, which maps to no glyph
  return face.characterSet.filter((codePoint) => face.glyphForCodePoint(codePoint).id !== 0).sort((a, b) => a - b)
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()

/** A CSS unicode-range for these code points (ascending), runs written as ranges: `U+20-7E, U+A0-FF`. */
export function unicodeRange(codePoints: number[]): string {
  const runs: [number, number][] = []
  for (const codePoint of codePoints) {
    const last = runs.at(-1)
    if (last && last[1] === codePoint - 1) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

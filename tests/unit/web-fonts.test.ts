import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FONT_CSS, FONT_DIR, codePointsOf, unicodeRange, webFonts } from '@/lib/server/features/brand/web-fonts'
import { formatDate } from '@/lib/shared/i18n/messages'

// The site's text is drawn in its own cuts of Inter (app/fonts/). A character they lack is drawn in a fallback
// font, with nothing to see in a test but the odd letter, and a unicode-range wider than the font makes the
// browser fetch a file that does not help. So every character the site writes must be in one of the files, and
// each file's unicode-range must be exactly what it holds.

/** Where the site's text lives: content, the UI dictionaries, the strings in components and pages. */
const TEXT_SOURCES = [
  { dir: 'content', ext: /\.(md|json|yaml)$/ },
  { dir: 'lib/shared/i18n', ext: /\.ts$/ },
  { dir: 'components', ext: /\.tsx?$/ },
  { dir: 'app', ext: /\.(tsx|css)$/ },
]

function siteText(): string {
  const files = TEXT_SOURCES.flatMap(({ dir, ext }) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => ext.test(file))
      .map((file) => path.join(dir, file)),
  )
  // Dates are written by Intl: every month's name in both languages.
  const dates = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`)
  return [
    ...files.map((file) => readFileSync(file, 'utf8')),
    ...dates.flatMap((date) => [formatDate('pl', date), formatDate('en', date)]),
  ].join('')
}

/** The drawn characters of a text (letters, marks, digits, punctuation, symbols) that the fonts lack. */
function missingFrom(text: string, fonts: Set<number>): string[] {
  return [...new Set(text.match(/[\p{L}\p{M}\p{N}\p{P}\p{S}]/gu))].filter((ch) => !fonts.has(ch.codePointAt(0)!)).sort()
}

const fileCodePoints = (file: string) => codePointsOf(readFileSync(path.join(FONT_DIR, file)))
const codePointsOfText = (text: string) => [...new Set([...text].map((ch) => ch.codePointAt(0)!))].sort((a, b) => a - b)

const faces = [...readFileSync(FONT_CSS, 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
  file: /src:\s*url\('\.\/([^']+)'\)/.exec(body!)?.[1],
  family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
  weights: /font-weight:\s*(\d+)\s+(\d+);/.exec(body!)?.slice(1).map(Number),
  range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1],
  display: /font-display:\s*([\w-]+);/.exec(body!)?.[1],
}))

describe('the web fonts', () => {
  const inFonts = new Set(webFonts.flatMap((font) => fileCodePoints(font.file)))

  it('the check can fail: Polish letters and typographic quotes are in, Hungarian ő and CJK are not', () => {
    expect(missingFrom('Zażółć gęślą jaźń – „cytat” ő 漢', inFonts)).toEqual(['ő', '漢'])
  })

  it('hold every character the site writes', () => {
    const missing = missingFrom(siteText(), inFonts)
    const hint = `not in app/fonts/: ${missing.join(' ')}; add each to the characters of the font in lib/server/features/brand/web-fonts.ts whose fontsource file has it, and run \`npm run fonts\``
    expect(missing, hint).toEqual([])
  })

  it.each(webFonts.map((font) => [font.file, font] as const))(
    '%s holds exactly the characters listed for it',
    (file, font) => {
      expect(
        fileCodePoints(file),
        'lib/server/features/brand/web-fonts.ts changed after its fonts were made: run `npm run fonts`',
      ).toEqual(codePointsOfText(font.characters))
    },
  )

  it('each file has its @font-face whose unicode-range is exactly what the file holds', () => {
    expect(faces.map((face) => face.file).sort()).toEqual(webFonts.map((font) => font.file).sort())
    for (const face of faces) expect(face.range, face.file).toBe(unicodeRange(fileCodePoints(face.file!)))
  })

  // A swap would redraw the text once the file is in, and move what is below it (a layout shift of up to 0.16).
  it('each face is drawn once: font-display optional', () => {
    expect(faces.map((face) => face.display)).toEqual(webFonts.map(() => 'optional'))
  })

  it('the faces are the family and weights the stylesheet asks for', () => {
    const css = readFileSync('app/globals.css', 'utf8')
    const weights = [...css.matchAll(/font-weight:\s*(\d+)/g)].map(([, weight]) => Number(weight))
    expect(weights.length).toBeGreaterThan(0)
    for (const face of faces) {
      expect(css).toMatch(new RegExp(`font-family:\\s*'${face.family}'`))
      const [min, max] = face.weights!
      expect(weights.filter((weight) => weight < min! || weight > max!)).toEqual([])
    }
  })
})

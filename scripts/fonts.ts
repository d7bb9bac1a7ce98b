// npm run fonts: cuts the web fonts and their @font-face rules into app/fonts/ (docs/content.md); commit them.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import {
  FONT_CSS,
  FONT_DIR,
  codePointsOf,
  unicodeRange,
  webFonts,
  type WebFont,
} from '@/lib/server/features/brand/web-fonts'

const sourceDir = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
)

// globals.css uses weights 400 to 700 only (the rest is a third of the bytes); calt keeps the .case dashes and the
// -> arrow; figure styles (tnum, frac) go, as nothing asks for them.
const WEIGHTS = { min: 400, max: 700 }
const FEATURES = ['ccmp', 'kern', 'mark', 'mkmk', 'calt']

async function cut(font: WebFont): Promise<number[]> {
  const source = readFileSync(path.join(sourceDir, font.source))
  const woff2 = await subsetFont(source, font.characters, {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  })
  const codePoints = codePointsOf(woff2)
  const missing = [...font.characters].filter((ch) => !codePoints.includes(ch.codePointAt(0)!))
  if (missing.length > 0) throw new Error(`${font.source} has no glyph for ${missing.join(' ')}`)
  writeFileSync(path.join(FONT_DIR, font.file), woff2)
  console.log(`${font.file}: ${woff2.length} bytes, ${codePoints.length} characters`)
  return codePoints
}

// `optional`, not `swap`: a swap redraws text under the reader's eyes (Lighthouse measured layout shifts of 0.1 to
// 0.16); with optional the text is drawn once, in Inter if it arrives in time (docs/content.md, Fonts).
function fontFace(font: WebFont, codePoints: number[]): string {
  return `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url('./${font.file}') format('woff2');
  unicode-range: ${unicodeRange(codePoints)};
}
`
}

const faces: string[] = []
for (const font of webFonts) faces.push(fontFace(font, await cut(font)))
writeFileSync(
  FONT_CSS,
  `/* Written by \`npm run fonts\` (scripts/fonts.ts) from lib/server/features/brand/web-fonts.ts: edit those, not this. */\n${faces.join('\n')}`,
)

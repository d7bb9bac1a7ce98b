import path from 'node:path'
import { Font } from '@react-pdf/renderer'

// The report's typeface: DejaVu Sans from the dejavu-fonts-ttf package, as TTF. The renderer's built-in
// Helvetica has no Polish letters, and it cannot read WOFF2. Registered once per process; only the glyphs
// a report uses are embedded.

export const REPORT_FONT = 'DejaVu Sans'
const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')

let registered = false

export function registerReportFonts(): void {
  if (registered) return
  Font.register({
    family: REPORT_FONT,
    fonts: [
      { src: path.join(dir, 'DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: path.join(dir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  })
  // Whole words: the renderer's default hyphenation is English and splits Polish words wrongly.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}

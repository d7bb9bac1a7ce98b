import { execFileSync } from 'node:child_process'

/** The text of a PDF as poppler's pdftotext reads it: a real PDF tool, not our renderer. */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8')
}

/** The text of each page, in order (pdftotext separates pages with a form feed). */
export function pdfPages(pdf: Uint8Array): string[] {
  return pdfText(pdf).split('\f').slice(0, pdfPageCount(pdf))
}

export function pdfPageCount(pdf: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8')
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
}

interface Word {
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** The words of one page (from 1) with their boxes, in points from the page's top left, as pdftotext -bbox reads them. */
export function pdfWords(pdf: Uint8Array, page: number): Word[] {
  const xhtml = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), '-', '-'], {
    input: pdf,
  }).toString('utf8')
  return [
    ...xhtml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({ text: text!, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! }))
}

/**
 * How far, in points, the page number stamped at a page's bottom right sits below (or above) the footer's text at its
 * bottom left: the two end on one line when their boxes' bottoms meet.
 */
export function footerOffset(pdf: Uint8Array, page: number): number {
  const words = pdfWords(pdf, page)
  const lowest = (side: Word[]) => side.reduce((a, b) => (b.yMax > a.yMax ? b : a))
  const left = lowest(words.filter((w) => w.xMax < 300))
  const right = lowest(words.filter((w) => w.xMin > 400))
  return right.yMax - left.yMax
}

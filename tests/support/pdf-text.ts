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

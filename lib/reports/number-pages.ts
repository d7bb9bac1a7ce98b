import 'server-only'
import { PDFDocument, ParseSpeeds, StandardFonts, rgb } from 'pdf-lib'

// "n / N" at the foot of every page, stamped after layout: the renderer's own dynamic `render` lays out every page
// a second time once it knows the page count, and in this report it misplaced the fixed footer (bench/RESULTS.md).
// Digits and a slash only, so the standard Helvetica serves. pdf-lib's defaults pause for a timer after every 100
// objects read and 50 written, to spare the event loop on large files; a report is small enough to do at once.

const GREY = rgb(0.29, 0.345, 0.4)

export async function numberPages(pdf: Uint8Array, label: (n: number, total: number) => string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    const text = label(i + 1, pages.length)
    page.drawText(text, {
      x: page.getWidth() - 42 - font.widthOfTextAtSize(text, 8),
      y: 20,
      size: 8,
      font,
      color: GREY,
    })
  })
  return Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: Infinity }))
}

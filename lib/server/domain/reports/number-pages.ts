import { PDFDocument, ParseSpeeds, StandardFonts, rgb } from 'pdf-lib'

// "n / N" at the foot of every page, stamped after layout, for the KSC report and the gated materials alike: the
// renderer's own dynamic `render` lays out every page a second time once it knows the page count, and in the report
// it misplaced the fixed footer (bench/RESULTS.md). Digits and a slash only, so the standard Helvetica serves.
// pdf-lib's defaults pause for a timer after every 100 objects read and 50 written, to spare the event loop on large
// files; these are small enough to do at once.

const GREY = rgb(0.29, 0.345, 0.4)
const SIZE = 8

export interface PageNumbers {
  label: (n: number, total: number) => string
  /** Where the number's right edge and baseline sit, in points from the page's right and bottom edges. */
  right: number
  bottom: number
  /** The first page that shows its number (a cover shows none); every page still counts. */
  from?: number
}

export async function numberPages(pdf: Uint8Array, { label, right, bottom, from = 1 }: PageNumbers): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest })
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    if (i + 1 < from) return
    const text = label(i + 1, pages.length)
    page.drawText(text, {
      x: page.getWidth() - right - font.widthOfTextAtSize(text, SIZE),
      y: bottom,
      size: SIZE,
      font,
      color: GREY,
    })
  })
  return Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: Infinity }))
}

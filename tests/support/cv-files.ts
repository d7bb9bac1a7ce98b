import CFB from 'cfb'
import { strToU8, zipSync, type Zippable } from 'fflate'

// Real files of each kind a candidate might upload, made by the tests themselves: a PDF that poppler reads, Office
// packages written as real zip archives (fflate), legacy Office files as real OLE compound files (SheetJS cfb).

// Plain Uint8Arrays over their own ArrayBuffer: what File, Blob and fetch take.
const own = (bytes: Uint8Array) => new Uint8Array(bytes)
const latin1 = (text: string) => own(Buffer.from(text, 'latin1'))

/** A one-page PDF 1.4 with a text line, its cross-reference table at the right offsets. `padding` adds a comment. */
export function pdfFile(text = 'Curriculum vitae', padding = 0): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n${padding ? `%${'x'.repeat(padding)}\n` : ''}`
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf, 'latin1')
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1(pdf)
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${main}"/></Types>`

const zip = (entries: Record<string, string>, options?: Zippable) =>
  own(
    zipSync({
      ...Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])),
      ...options,
    }),
  )

/** A Word document: a zip package with [Content_Types].xml, its relationships and word/document.xml. */
export function docxFile(text = 'Curriculum vitae') {
  return zip({
    '[Content_Types].xml': contentTypes(
      '/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  })
}

/** A zip that claims to be a Word package but has no document in it. */
export const hollowDocxFile = () =>
  zip({
    '[Content_Types].xml': contentTypes(
      '/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'word/styles.xml': '<w:styles/>',
  })

export const xlsxFile = () =>
  zip({
    '[Content_Types].xml': contentTypes(
      '/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    ),
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  })

/** OpenDocument text: the uncompressed `mimetype` entry first, as the format requires. */
export const odtFile = () =>
  zip({ 'content.xml': '<office:document-content/>' }, {
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
  } as Zippable)

export const plainZipFile = () => zip({ 'cv.txt': 'Curriculum vitae' })

function compoundFile(streams: Record<string, Uint8Array>) {
  const container = CFB.utils.cfb_new()
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content)
  return own(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

/** A legacy Word document: an OLE compound file holding the WordDocument and table streams. */
export const docFile = () => compoundFile({ WordDocument: Buffer.alloc(4096, 0xa5), '1Table': Buffer.alloc(1024, 1) })

/** A legacy Excel workbook: also a compound file, but without a WordDocument stream. */
export const xlsFile = () => compoundFile({ Workbook: Buffer.alloc(4096, 0x09) })

/** The start of a Windows executable (DOS header with the PE offset), whatever it is called. */
export const exeFile = () =>
  own(
    Buffer.concat([
      latin1('MZ'),
      Buffer.alloc(58),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64),
      latin1('PE\0\0'),
      Buffer.alloc(400),
    ]),
  )

export const textFile = () => own(Buffer.from('Jan Kowalski, SAP Basis, 10 lat doświadczenia.\n'))

import CFB from 'cfb'
import { describe, expect, it } from 'vitest'
import { cvTypeOfHead } from '@/lib/contracts/cv-file'
import { cvFileName } from '@/lib/recruitment/applicant-names'
import { compoundFileHasStream } from '@/lib/recruitment/compound-file'
import { detectCvType } from '@/lib/recruitment/detect-cv-type'
import {
  docFile,
  docxFile,
  exeFile,
  hollowDocxFile,
  odtFile,
  pdfFile,
  plainZipFile,
  textFile,
  xlsFile,
  xlsxFile,
} from '../support/cv-files'
import { pdfText } from '../support/pdf-text'

// The CV's type comes from its bytes: the signature, then the structure that type needs.

describe('the CV check', () => {
  it('the test files are real: poppler reads the PDF', () => {
    expect(pdfText(pdfFile('Anna Nowak, SAP Basis'))).toContain('Anna Nowak, SAP Basis')
  })

  it.each([
    ['a PDF', pdfFile(), 'pdf'],
    ['a DOCX (a zip holding word/document.xml)', docxFile(), 'docx'],
    ['a legacy DOC (a compound file holding WordDocument)', docFile(), 'doc'],
  ])('accepts %s', async (_case, bytes, type) => {
    expect(await detectCvType(bytes)).toBe(type)
  })

  it.each([
    ['a Windows executable', exeFile()],
    ['a text file', textFile()],
    ['a plain zip', plainZipFile()],
    ['an XLSX', xlsxFile()],
    ['an ODT', odtFile()],
    ['a Word package without its document', hollowDocxFile()],
    ['a legacy XLS (a compound file without WordDocument)', xlsFile()],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PDF header', Buffer.from('%PDF-1')],
    ['a PDF cut off before its end', pdfFile().subarray(0, 300)],
    ['a compound-file signature and nothing else', docFile().subarray(0, 8)],
  ])('refuses %s', async (_case, bytes) => {
    expect(await detectCvType(bytes)).toBeUndefined()
  })

  it('finds the WordDocument stream beyond the first directory sector', () => {
    const container = CFB.utils.cfb_new()
    for (let i = 0; i < 12; i++) CFB.utils.cfb_add(container, `Stream${i}`, Buffer.alloc(8, i))
    CFB.utils.cfb_add(container, 'WordDocument', Buffer.alloc(4096, 1))
    expect(
      compoundFileHasStream(Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array), 'WordDocument'),
    ).toBe(true)
  })

  it('refuses a compound file whose directory chain loops, without running on', () => {
    const bytes = Buffer.from(xlsFile())
    const directory = bytes.readUInt32LE(48)
    const fatSector = bytes.readUInt32LE(76)
    // The allocation table entry of the directory's sector points back at it.
    bytes.writeUInt32LE(directory, (fatSector + 1) * 512 + directory * 4)
    expect(compoundFileHasStream(bytes, 'WordDocument')).toBe(false)
  })

  it('the form reads the same three signatures from the first bytes', () => {
    expect(
      [pdfFile(), docFile(), docxFile(), exeFile(), textFile()].map((b) => cvTypeOfHead(b.subarray(0, 8))),
    ).toEqual(['pdf', 'doc', 'docx', undefined, undefined])
  })
})

describe('the attachment name', () => {
  it.each([
    [{ firstName: 'Anna', lastName: 'Nowak' }, 'pdf', 'CV-Nowak-Anna.pdf'],
    [{ firstName: 'Łucja Zofia', lastName: 'Wróblewska-Ząbek' }, 'docx', 'CV-Wroblewska-Zabek-Lucja-Zofia.docx'],
    [{ name: 'Jan Maria Kowalski' }, 'doc', 'CV-Kowalski-Jan-Maria.doc'],
    [{ name: 'Prince' }, 'pdf', 'CV-Prince.pdf'],
    [{ firstName: '../../etc', lastName: 'passwd"\r\n' }, 'pdf', 'CV-passwd-etc.pdf'],
    [{ firstName: 'Юлия', lastName: '王' }, 'pdf', 'CV.pdf'],
  ] as const)('%j as %s is %s', (names, type, expected) => {
    expect(cvFileName(names, type)).toBe(expected)
  })
})

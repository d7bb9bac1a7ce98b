import CFB from 'cfb'
import { describe, expect, it } from 'vitest'
import { cvTypeOfHead } from '@/lib/shared/contracts/cv-file'
import { cvFileName } from '@/lib/server/domain/recruitment/applicant-names'
import { detectCvType } from '@/lib/server/domain/recruitment/detect-cv-type'
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

  it('finds the WordDocument stream beyond the first directory sector', async () => {
    const container = CFB.utils.cfb_new()
    for (let i = 0; i < 12; i++) CFB.utils.cfb_add(container, `Stream${i}`, Buffer.alloc(8, i))
    CFB.utils.cfb_add(container, 'WordDocument', Buffer.alloc(4096, 1))
    expect(await detectCvType(Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array))).toBe('doc')
  })

  it('refuses a compound file whose directory chain loops, without running on', async () => {
    const bytes = Buffer.from(xlsFile())
    const directory = bytes.readUInt32LE(48)
    const fatSector = bytes.readUInt32LE(76)
    // The allocation table entry of the directory's sector points back at it.
    bytes.writeUInt32LE(directory, (fatSector + 1) * 512 + directory * 4)
    expect(await detectCvType(bytes)).toBeUndefined()
  })

  it('reads a DOCX without inflating it: a 16 MB document.xml packed small costs no memory', async () => {
    const bomb = docxFile('A'.repeat(16 * 1024 * 1024))
    const before = process.memoryUsage().arrayBuffers
    expect(await detectCvType(Buffer.from(bomb))).toBe('docx')
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024)
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

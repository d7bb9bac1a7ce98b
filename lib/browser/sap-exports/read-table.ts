import { decodeText } from './decode-text'
import { ExportError } from './export-error'
import { EXPORT_LIMITS } from './limits'
import { isGatewayAcl } from './read-gateway-acl'
import { readTabbed, readUnconverted } from './text-table'
import { readXlsx } from './xlsx-table'

export type ExportFormat = 'xlsx' | 'unconverted' | 'tabbed' | 'text'

export interface RawTable {
  format: ExportFormat
  /** Every row as cells; the column titles are one of the first rows. A text file (a gateway ACL): a line a row. */
  rows: string[][]
}

const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** By content, whatever the name: a zip is XLSX, `|`-framed lines a list, P/D rules a gateway ACL, tabs text. */
export function readTable(bytes: Uint8Array): RawTable {
  if (bytes.length > EXPORT_LIMITS.bytes) throw new ExportError('too-large')
  if (bytes.length === 0) throw new ExportError('empty')
  if (ZIP.every((b, i) => bytes[i] === b)) return { format: 'xlsx', rows: readXlsx(bytes) }
  const text = decodeText(bytes)
  // Binary content (a PDF, an image, an old .xls) decodes to control characters no export holds.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) throw new ExportError('not-a-table')
  const head = text.slice(0, 64 * 1024).split(/\r?\n/, 200)
  if (head.some((line) => /^\|.*\|\s*$/.test(line))) return { format: 'unconverted', rows: readUnconverted(text) }
  if (isGatewayAcl(head)) {
    const lines = text.split(/\r?\n/)
    if (lines.length > EXPORT_LIMITS.rows) throw new ExportError('too-many-rows')
    return { format: 'text', rows: lines.map((line) => [line]) }
  }
  if (head.some((line) => line.includes('\t'))) return { format: 'tabbed', rows: readTabbed(text) }
  throw new ExportError('not-a-table')
}

import { unzipSync } from 'fflate'
import { EXPORT_LIMITS } from './limits'
import { ExportError } from './export-error'

// The active sheet, titles in row 1; fflate and string scanning, as a Web Worker has no DOMParser. Each part unzipped
// within a size cap.

const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const unescapeXml = (text: string) =>
  text.replace(ENTITY, (_, hex: string, dec: string, name: string) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : NAMED[name.toLowerCase()]!,
  )

/** The text runs of an element (a shared string or an inline string), joined. */
const textOf = (xml: string) => [...xml.matchAll(/<t\b[^>]*>([^<]*)<\/t>/g)].map((m) => unescapeXml(m[1]!)).join('')

function columnIndex(ref: string): number {
  let index = 0
  for (const ch of ref) {
    const code = ch.charCodeAt(0)
    if (code < 65 || code > 90) break
    index = index * 26 + code - 64
  }
  return index - 1
}

function sheetPath(files: Record<string, Uint8Array>): string {
  const decoder = new TextDecoder()
  const workbook = decoder.decode(files['xl/workbook.xml'] ?? new Uint8Array())
  const rels = decoder.decode(files['xl/_rels/workbook.xml.rels'] ?? new Uint8Array())
  const active = Number(/<workbookView\b[^>]*\bactiveTab="(\d+)"/.exec(workbook)?.[1] ?? 0)
  const sheets = [...workbook.matchAll(/<sheet\b[^>]*\br:id="([^"]+)"/g)].map((m) => m[1]!)
  const id = sheets[active] ?? sheets[0]
  const target = id && new RegExp(`<Relationship\\b[^>]*\\bId="${id}"[^>]*\\bTarget="([^"]+)"`).exec(rels)?.[1]
  const alt = id && new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${id}"`).exec(rels)?.[1]
  const path = (target || alt || 'worksheets/sheet1.xml').replace(/^\/?xl\//, '').replace(/^\//, '')
  return `xl/${path}`
}

function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  let unpacked = 0
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        const wanted = /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/
        if (!wanted.test(file.name)) return false
        unpacked += file.originalSize
        if (unpacked > EXPORT_LIMITS.unpackedBytes) throw new ExportError('too-large')
        return true
      },
    })
  } catch (error) {
    if (error instanceof ExportError) throw error
    throw new ExportError('truncated')
  }
}

export function readXlsx(bytes: Uint8Array): string[][] {
  const files = unpack(bytes)
  const sheet = files[sheetPath(files)]
  if (!sheet) throw new ExportError('not-a-table')
  const decoder = new TextDecoder()
  const shared = [
    ...decoder.decode(files['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>([\s\S]*?)<\/si>/g),
  ]
  const strings = shared.map((m) => textOf(m[1]!))
  const xml = decoder.decode(sheet)
  const rows: string[][] = []
  for (const row of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = []
    let next = 0
    for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!
      const ref = /\br="([A-Z]+)\d*"/.exec(attributes)?.[1]
      const at = ref ? columnIndex(ref) : next
      if (at >= EXPORT_LIMITS.columns) throw new ExportError('too-many-columns')
      const type = /\bt="(\w+)"/.exec(attributes)?.[1]
      const body = cell[2] ?? ''
      const value = unescapeXml(/<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '')
      cells[at] = type === 's' ? (strings[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : value
      next = at + 1
    }
    rows.push(Array.from(cells, (c) => (c ?? '').trim()))
    if (rows.length > EXPORT_LIMITS.rows + 1) throw new ExportError('too-many-rows')
  }
  if (!/<\/sheetData>/.test(xml)) throw new ExportError('truncated')
  return rows
}

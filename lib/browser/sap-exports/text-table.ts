import { EXPORT_LIMITS } from './limits'
import { ExportError } from './export-error'

// "unconverted" (`|`-framed, wrapped as the header is) or "Text with Tabs" (docs/ksc-sources.md); every row as cells,
// the title block left out; the header is found later by its titles (recognise-export.ts).

const RULE = /^-{10,}\s*$/
const BAR = 0x7c

interface HeaderLine {
  length: number
  /** Where its bars stand. */
  cuts: number[]
}

function cellsOf(line: string, header: HeaderLine): string[] | null {
  const body = line.trimEnd()
  if (body.length < 2 || body.charCodeAt(body.length - 1) !== BAR) return null
  const cells: string[] = []
  for (let from = 1, to = body.indexOf('|', 1); to > 0; from = to + 1, to = body.indexOf('|', from))
    cells.push(body.slice(from, to).trim())
  const { cuts } = header
  if (cells.length === cuts.length - 1) return cells
  if (body.length !== header.length) return null
  // A value holding `|`: cut at the header's own bars, the columns being fixed-width.
  return cuts.slice(0, -1).map((at, i) => body.slice(at + 1, cuts[i + 1]).trim())
}

export function readUnconverted(text: string): string[][] {
  const framed: string[] = []
  // Lines per row: the framed lines between the first two rules (the header), at least one.
  let rules = 0
  let headerLines = 0
  // After the header, a line holding a bar that does not start with one is a row broken in two.
  let split = 0
  for (const line of text.split(/\r?\n/)) {
    if (line.charCodeAt(0) === BAR) {
      framed.push(line)
      if (rules === 1) headerLines++
    } else if (RULE.test(line)) rules++
    else if (framed.length > 0 && line.includes('|')) split++
  }
  const perRow = rules >= 2 && headerLines > 0 ? headerLines : 1
  const header = framed.slice(0, perRow).map((line): HeaderLine => {
    const body = line.trimEnd()
    return { length: body.length, cuts: [...body.matchAll(/\|/g)].map((m) => m.index) }
  })
  const rows: string[][] = []
  let broken = 0
  let lastBroken = false
  for (let i = 0; i + perRow <= framed.length; i += perRow) {
    const cells: string[] = []
    for (let j = 0; j < perRow; j++) {
      const part = cellsOf(framed[i + j]!, header[j]!)
      if (!part) {
        cells.length = 0
        break
      }
      cells.push(...part)
    }
    lastBroken = cells.length === 0
    if (lastBroken) broken++
    else rows.push(cells)
    if (rows.length > EXPORT_LIMITS.rows + 1) throw new ExportError('too-many-rows')
  }
  if ((rows[0]?.length ?? 0) > EXPORT_LIMITS.columns) throw new ExportError('too-many-columns')
  // The file ends inside a row, or many rows have lost their frame: a truncated or garbled export.
  if (framed.length % perRow !== 0 || lastBroken || broken + split > rows.length / 100)
    throw new ExportError('truncated')
  return rows
}

const unquote = (cell: string) =>
  cell.length > 1 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell

export function readTabbed(text: string): string[][] {
  const rows: string[][] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const cells = line.split('\t')
    if (cells.length > EXPORT_LIMITS.columns) throw new ExportError('too-many-columns')
    rows.push(cells.map((cell) => unquote(cell.trim())))
    if (rows.length > EXPORT_LIMITS.rows + 1) throw new ExportError('too-many-rows')
  }
  return rows
}

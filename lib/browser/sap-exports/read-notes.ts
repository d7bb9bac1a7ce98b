import type { Column } from './columns'
import { parseSapDate } from './sap-date'

// System Recommendations: HotNews (1) and high-priority (2) notes count unless implemented, obsolete or not
// relevant (docs/ksc-sources.md).

export interface NoteFacts {
  read: number
  /** Release dates of the HotNews and high-priority notes still open. */
  urgentReleased: number[]
}

const URGENT =
  /^0?[12]$|^0?[12]\D|hot\s*news|very high|sehr hoch|bardzo wysok|^high|correction with high|korrektur mit hoher|^hoch|^wysok|wysokim priorytecie/i
const SETTLED =
  /completely implemented|^implemented|not relevant|obsolete|umgesetzt|eingebaut|nicht relevant|obsolet|wdrożon|nieistotn|nie dotyczy/i

export function readNotes(rows: string[][], at: Partial<Record<Column, number>>): NoteFacts {
  const facts: NoteFacts = { read: 0, urgentReleased: [] }
  for (const row of rows) {
    if (!/\d/.test(row[at.note!] ?? '')) continue
    facts.read++
    const status = at.noteStatus === undefined ? '' : (row[at.noteStatus] ?? '')
    if (!URGENT.test((row[at.priority!] ?? '').trim()) || SETTLED.test(status.trim())) continue
    const released = parseSapDate(row[at.releaseDate!] ?? '')
    if (released !== null) facts.urgentReleased.push(released)
  }
  return facts
}

import type { Column } from './columns'

// RSAUPROF (SM19's filters) per profile and slot; CLASSES and MSGVECT are not decoded (docs/ksc-sources.md).

export interface AuditFilter {
  profile: string
  slot: string
  client: string
  user: string
  active: boolean
}

export function readAuditFilters(rows: string[][], at: Partial<Record<Column, number>>): AuditFilter[] {
  const cell = (row: string[], column: Column) => (at[column] === undefined ? '' : (row[at[column]] ?? '').trim())
  return rows
    .filter((row) => cell(row, 'auditProfile') !== '')
    .map((row) => ({
      profile: cell(row, 'auditProfile'),
      slot: cell(row, 'auditSlot'),
      client: cell(row, 'client'),
      user: cell(row, 'auditUser'),
      // STATUS holds a flag when the slot is active (our reading of "slot active": any value).
      active: cell(row, 'slotActive') !== '',
    }))
}

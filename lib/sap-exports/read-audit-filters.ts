import type { Column } from './columns'

// The Security Audit Log's filters (SM19, RSAU_CONFIG) as SE16 exports their table RSAUPROF: per profile (PROFNAME)
// and slot (SLOTNO) the client and user it selects (CLIENT, UNAME) and whether the slot is active (STATUS), as the
// domain brief lists the table (§6). The events a filter records (CLASSES, MSGVECT) are not decoded, and which
// profile the system uses is not in the table: see docs/ksc-sources.md.

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

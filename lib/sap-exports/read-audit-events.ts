import type { Column } from './columns'
import { parseSapDate } from './sap-date'

// An extract of the Security Audit Log (SM20 or RSAU_READ_LOG, saved as a list): one row per event, with its date
// and its event (message) identifier. Rows with a readable date and an event prove the log records events on those
// days; the filters behind them and where the log goes are not in the list.

export interface AuditEventFacts {
  events: number
  /** Distinct days with an event. */
  days: number
  /** The latest day with an event. */
  latest: number | null
}

export function readAuditEvents(rows: string[][], at: Partial<Record<Column, number>>): AuditEventFacts {
  const days = new Set<number>()
  let events = 0
  for (const row of rows) {
    const day = parseSapDate(row[at.date!] ?? '')
    if (day === null || (row[at.auditEvent!] ?? '').trim() === '') continue
    events++
    days.add(day)
  }
  return { events, days: days.size, latest: days.size ? Math.max(...days) : null }
}

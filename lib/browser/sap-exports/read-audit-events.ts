import type { Column } from './columns'
import { parseSapDate } from './sap-date'

// An SM20 extract: events with a date prove the log records on those days; its filters and forwarding are not in it.

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

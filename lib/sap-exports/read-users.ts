import type { Column } from './columns'
import { parseSapDate } from './sap-date'

// A user list: USR02 from SE16, or RSUSR002's output (Users by Complex Selection Criteria). Per user its type, lock
// and validity, its last logon where the list has it, and the profiles where it has a profile column (UST04, or a
// list joined with it). User names stay inside the worker that reads them.

export type UserType = 'A' | 'B' | 'C' | 'L' | 'S' | '?'

export interface UserFacts {
  type: UserType
  locked: boolean
  validFrom: number | null
  validTo: number | null
  lastLogon: number | null
  profiles: Set<string>
}

/** USTYP as a code or its text (EN, DE; PL unconfirmed). */
export function userType(text: string): UserType {
  const t = text.trim().toLowerCase()
  if (/^a$|^dialog/.test(t)) return 'A'
  if (/^b$|^system/.test(t)) return 'B'
  if (/^c$|^comm|^kommun|^komunik/.test(t)) return 'C'
  if (/^l$|^ref/.test(t)) return 'L'
  if (/^s$|^serv|^usług/.test(t)) return 'S'
  return '?'
}

/**
 * Locked by an administrator (32 globally, 64 locally) or by failed logons (128): UFLAG is a sum of bits. A list
 * showing the lock as text says "locked"/"gesperrt"/"zablokowany" or its negation; a lock reason means a lock.
 */
export function isLocked(status: string, reason: string): boolean {
  const s = status.trim().toLowerCase()
  if (/^\d+$/.test(s)) return (Number(s) & (32 | 64 | 128)) !== 0
  if (reason.trim() !== '') return true
  if (s === '' || /^(not|nicht|nie|un|niezablok|odblok)/.test(s)) return false
  return /lock|sperr|blok/.test(s)
}

/** The same text read once: a list repeats its types, lock states and dates on row after row. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>()
  return (text) => {
    let value = seen.get(text)
    if (value === undefined && !seen.has(text)) seen.set(text, (value = read(text)))
    return value as T
  }
}

export function readUsers(rows: string[][], at: Partial<Record<Column, number>>): Map<string, UserFacts> {
  const users = new Map<string, UserFacts>()
  const typeOf = remembered(userType)
  const dateOf = remembered(parseSapDate)
  const lockOf = remembered((statusAndReason: string) => {
    const [status, reason] = statusAndReason.split('\u0000')
    return isLocked(status!, reason!)
  })
  const column = (name: Column) => at[name] ?? -1
  const [user, type, status, reason, from, to, logon, profileAt] = (
    ['user', 'userType', 'lockStatus', 'lockReason', 'validFrom', 'validTo', 'lastLogon', 'profile'] as const
  ).map(column) as [number, number, number, number, number, number, number, number]
  for (const row of rows) {
    const name = (row[user] ?? '').toUpperCase()
    if (!name) continue
    const profile = (row[profileAt] ?? '').toUpperCase()
    const known = users.get(name)
    if (known) {
      if (profile) known.profiles.add(profile)
      continue
    }
    users.set(name, {
      type: type < 0 ? '?' : typeOf(row[type] ?? ''),
      locked: lockOf((row[status] ?? '') + '\u0000' + (row[reason] ?? '')),
      validFrom: dateOf(row[from] ?? ''),
      validTo: dateOf(row[to] ?? ''),
      lastLogon: dateOf(row[logon] ?? ''),
      profiles: new Set(profile ? [profile] : []),
    })
  }
  return users
}

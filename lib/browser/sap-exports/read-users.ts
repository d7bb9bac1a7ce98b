import type { Column } from './columns'
import { parseSapDate } from './sap-date'

// USR02, RSUSR002 or RSUSR200 (docs/ksc-sources.md). Names leave the worker only as the items behind a finding.

export type UserType = 'A' | 'B' | 'C' | 'L' | 'S' | '?'

export interface UserFacts {
  name: string
  /** MANDT where the list has it, else null (RSUSR002 shows one client and does not say which). */
  client: string | null
  type: UserType
  locked: boolean
  validFrom: number | null
  validTo: number | null
  lastLogon: number | null
  created: number | null
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

// An ALV icon as SAP GUI writes it into a file: `@06@`, or with its quick info `@06\QLocked@`. ICON_LOCKED is 06,
// ICON_UNLOCKED 07 (type pool ICON, docs/ksc-sources.md); the quick info, when there, is the lock's own text.
const ICON = /^@([0-9A-Z]{2})(?:\\Q([^@]*))?@\s*(.*)$/i
const NOT_LOCKED = /^(not|nicht|nie|un|entsperr|odblok|free|frei|wolny|none|keine|brak)|not locked|nicht gesperrt/
const LOCKED = /lock|sperr|blok/

function lockText(text: string): boolean | null {
  const s = text.trim().toLowerCase()
  if (s === '') return null
  if (NOT_LOCKED.test(s)) return false
  return LOCKED.test(s) ? true : null
}

/** UFLAG bits 32, 64, 128, or a lock icon or text; an unreadable status counts as not locked (the safe guess). */
export function isLocked(status: string, reason: string): boolean {
  const s = status.trim()
  if (/^\d+$/.test(s)) return (Number(s) & (32 | 64 | 128)) !== 0
  const icon = ICON.exec(s)
  const fromStatus = icon
    ? (lockText(icon[2] ?? '') ?? lockText(icon[3]!) ?? (icon[1] === '06' ? true : icon[1] === '07' ? false : null))
    : lockText(s)
  if (fromStatus !== null) return fromStatus
  const r = ICON.exec(reason.trim())
  return (r ? lockText(r[2] ?? '') : lockText(reason)) ?? reason.trim() !== ''
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

const FIELDS = [
  'client',
  'user',
  'userType',
  'lockStatus',
  'lockReason',
  'validFrom',
  'validTo',
  'lastLogon',
  'created',
  'profile',
] as const

/** The users of a list, by client and name (a list joined with UST04 has a row per profile). */
export function readUsers(rows: string[][], at: Partial<Record<Column, number>>): Map<string, UserFacts> {
  const users = new Map<string, UserFacts>()
  const typeOf = remembered(userType)
  const dateOf = remembered(parseSapDate)
  const lockOf = remembered((statusAndReason: string) => {
    const [status, reason] = statusAndReason.split('\u0000')
    return isLocked(status!, reason!)
  })
  const [clientAt, user, type, status, reason, from, to, logon, createdAt, profileAt] = FIELDS.map(
    (name) => at[name] ?? -1,
  ) as number[] as [number, number, number, number, number, number, number, number, number, number]
  for (const row of rows) {
    const name = (row[user] ?? '').toUpperCase()
    if (!name) continue
    const client = clientAt < 0 ? null : (row[clientAt] ?? '').trim() || null
    const key = client === null ? name : `${client}\u0000${name}`
    const profile = (row[profileAt] ?? '').toUpperCase()
    const known = users.get(key)
    if (known) {
      if (profile) known.profiles.add(profile)
      continue
    }
    users.set(key, {
      name,
      client,
      type: type < 0 ? '?' : typeOf(row[type] ?? ''),
      locked: lockOf((row[status] ?? '') + '\u0000' + (row[reason] ?? '')),
      validFrom: dateOf(row[from] ?? ''),
      validTo: dateOf(row[to] ?? ''),
      lastLogon: dateOf(row[logon] ?? ''),
      created: dateOf(row[createdAt] ?? ''),
      profiles: new Set(profile ? [profile] : []),
    })
  }
  return users
}

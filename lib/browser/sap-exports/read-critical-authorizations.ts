import type { Column } from './columns'
import { readUsers, type UserFacts } from './read-users'

// RSUSR008_009_NEW: a row per user and critical authorization of the variant; type and lock from a user list beside
// it where the list lacks them (evidence.ts). Column titles: docs/ksc-sources.md.

export interface CriticalAuthFacts {
  users: Map<string, UserFacts>
  /** Per user (client and name, as `users` keys them) the critical authorizations listed, as the list words them. */
  held: Map<string, Set<string>>
  /** Whether the list itself says user type and lock: else another list has to. */
  knowsType: boolean
  knowsLock: boolean
}

export function readCriticalAuthorizations(rows: string[][], at: Partial<Record<Column, number>>): CriticalAuthFacts {
  const held = new Map<string, Set<string>>()
  for (const row of rows) {
    const name = (row[at.user!] ?? '').trim().toUpperCase()
    const id = (row[at.criticalAuth!] ?? '').trim()
    if (!name || !id) continue
    const client = at.client === undefined ? null : (row[at.client] ?? '').trim() || null
    const key = client === null ? name : `${client}\u0000${name}`
    const text = at.criticalAuthText === undefined ? '' : (row[at.criticalAuthText] ?? '').trim()
    const auths = held.get(key) ?? new Set()
    auths.add(text && text !== id ? `${id} (${text})` : id)
    held.set(key, auths)
  }
  return {
    users: readUsers(rows, { ...at, profile: undefined }),
    held,
    knowsType: at.userType !== undefined,
    knowsLock: at.lockStatus !== undefined || at.lockReason !== undefined,
  }
}

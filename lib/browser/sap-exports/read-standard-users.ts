import type { Column } from './columns'
import { isLocked } from './read-users'

// RSUSR003: whether a standard user still has a known default password, per client. Our reading of its texts
// (docs/ksc-sources.md): a status naming a default, standard or trivial password is unsafe.

export const STANDARD_USERS = ['SAP*', 'DDIC', 'SAPCPIC', 'EARLYWATCH', 'TMSADM'] as const

export interface StandardUser {
  name: string
  client: string | null
  /** The status as the list words it, for the page. */
  status: string
  knownPassword: boolean
  locked: boolean
}

const SAFE =
  /\bnot\b|\bnicht\b|\bnie\b|changed|geändert|zmienion|does not exist|existiert nicht|nie istnieje|no default/i
const KNOWN = /default|standard|trivial|known|initial|bekannt|domyśln|standardow|znane/i

export function readStandardUsers(rows: string[][], at: Partial<Record<Column, number>>): StandardUser[] {
  const found: StandardUser[] = []
  for (const row of rows) {
    const name = (row[at.user!] ?? '').trim().toUpperCase()
    if (!(STANDARD_USERS as readonly string[]).includes(name)) continue
    const status = (row[at.passwordStatus!] ?? '').trim()
    found.push({
      name,
      client: at.client === undefined ? null : (row[at.client] ?? '').trim() || null,
      status,
      knownPassword: !SAFE.test(status) && KNOWN.test(status),
      locked: isLocked(at.lockStatus === undefined ? '' : (row[at.lockStatus] ?? ''), ''),
    })
  }
  return found
}

import type { ExportKind } from '@/lib/shared/contracts/ksc-evidence'
import { columnsOf, normaliseTitle, type Column } from './columns'
import { ExportError, type RefusalDetail } from './export-error'
import type { ExportFormat, RawTable } from './read-table'
import { readAuditEvents, type AuditEventFacts } from './read-audit-events'
import { readAuditFilters, type AuditFilter } from './read-audit-filters'
import { readClients, type ClientFacts } from './read-clients'
import { readCriticalAuthorizations, type CriticalAuthFacts } from './read-critical-authorizations'
import { readDestinations, type Destination } from './read-destinations'
import { readGatewayAcl, type GatewayAclFacts } from './read-gateway-acl'
import { readNotes, type NoteFacts } from './read-notes'
import { readParameters } from './read-parameters'
import { readStandardUsers, type StandardUser } from './read-standard-users'
import { readUsers, type UserFacts } from './read-users'

// A table's report: the first kind whose columns a header row names, most specific first. Gateway ACLs: read-table.ts.

export type ExportFacts =
  | {
      kind: 'users'
      users: Map<string, UserFacts>
      hasProfiles: boolean
      hasLastLogon: boolean
      /** RSUSR002's output (labels, no last logon, no profile): the profile it was selected by is the visitor's to say. */
      asksSelection: boolean
    }
  | { kind: 'profiles'; users: Map<string, UserFacts> }
  | { kind: 'parameters'; values: Map<string, string> }
  | { kind: 'notes'; notes: NoteFacts }
  | { kind: 'clients'; clients: ClientFacts }
  | { kind: 'audit-events'; events: AuditEventFacts }
  | { kind: 'standard-users'; users: StandardUser[] }
  | { kind: 'critical-authorizations'; critical: CriticalAuthFacts }
  | { kind: 'destinations'; destinations: Destination[] }
  | { kind: 'audit-filters'; filters: AuditFilter[] }
  | { kind: 'gateway-acl'; acl: GatewayAclFacts }

export interface ReadExport {
  kind: ExportKind
  format: ExportFormat
  /** Data rows read (the header and repeated headers left out). */
  rows: number
  facts: ExportFacts
}

type At = Partial<Record<Column, number>>

const KINDS: {
  kind: ExportKind
  needs: Column[][]
  read: (rows: string[][], at: At, header: string[]) => ExportFacts
}[] = [
  {
    kind: 'clients',
    needs: [['client'], ['clientRole'], ['clientChanges']],
    read: (rows, at) => ({ kind: 'clients', clients: readClients(rows, at) }),
  },
  {
    kind: 'audit-events',
    needs: [['auditEvent'], ['date']],
    read: (rows, at) => ({ kind: 'audit-events', events: readAuditEvents(rows, at) }),
  },
  {
    kind: 'standard-users',
    needs: [['user'], ['passwordStatus']],
    read: (rows, at) => ({ kind: 'standard-users', users: readStandardUsers(rows, at) }),
  },
  {
    kind: 'audit-filters',
    needs: [['auditProfile'], ['auditSlot'], ['auditUser']],
    read: (rows, at) => ({ kind: 'audit-filters', filters: readAuditFilters(rows, at) }),
  },
  {
    kind: 'destinations',
    needs: [['destination'], ['rfcType'], ['rfcOptions']],
    read: (rows, at) => ({ kind: 'destinations', destinations: readDestinations(rows, at) }),
  },
  {
    kind: 'critical-authorizations',
    needs: [['user'], ['criticalAuth']],
    read: (rows, at) => ({ kind: 'critical-authorizations', critical: readCriticalAuthorizations(rows, at) }),
  },
  {
    kind: 'notes',
    needs: [['note'], ['priority'], ['releaseDate']],
    read: (rows, at) => ({ kind: 'notes', notes: readNotes(rows, at) }),
  },
  {
    kind: 'parameters',
    needs: [['parameter'], ['userValue', 'value', 'defaultValue']],
    read: (rows, at) => ({ kind: 'parameters', values: readParameters(rows, at) }),
  },
  {
    kind: 'users',
    needs: [['user'], ['userType'], ['lockStatus', 'lockReason']],
    read: (rows, at, header) => ({
      kind: 'users',
      users: readUsers(rows, at),
      hasProfiles: at.profile !== undefined,
      hasLastLogon: at.lastLogon !== undefined,
      // A table (SE16 USR02: technical names) or RSUSR200 (a logon date) was not selected by profile.
      asksSelection:
        at.profile === undefined && at.lastLogon === undefined && normaliseTitle(header[at.user!]!) !== 'bname',
    }),
  },
  {
    kind: 'profiles',
    needs: [['user'], ['profile']],
    read: (rows, at) => ({ kind: 'profiles', users: readUsers(rows, at) }),
  },
]

const HEADER_SEARCH = 20

const missingOf = (needs: Column[][], at: At) => needs.filter((anyOf) => anyOf.every((c) => at[c] === undefined))

// On a tie, the report most often meant: a user list (it shares its user column with RSUSR003 and UST04).
const BY_LIKELIHOOD = [...KINDS].sort((a, b) => Number(b.kind === 'users') - Number(a.kind === 'users'))

/** What a refusal names: the row that came closest to a known report, and what that report lacks. */
function closest(rows: string[][]): RefusalDetail {
  let best: { row: string[]; missing: Column[][]; score: number } | null = null
  for (const row of rows.slice(0, HEADER_SEARCH)) {
    const titled = row.filter((c) => c !== '')
    if (titled.length < 2) continue
    const at = columnsOf(row)
    for (const kind of BY_LIKELIHOOD) {
      const missing = missingOf(kind.needs, at)
      const score = kind.needs.length - missing.length
      if (!best || score > best.score) best = { row: titled, missing, score }
    }
  }
  if (!best) return { titles: [], missing: [] }
  return {
    titles: best.row.slice(0, 12).map((t) => t.slice(0, 40)),
    missing: best.score > 0 ? best.missing : [],
  }
}

export function recogniseExport(table: RawTable): ReadExport {
  if (table.format === 'text') {
    const acl = readGatewayAcl(table.rows.map((row) => row[0]!))
    return { kind: 'gateway-acl', format: 'text', rows: acl.permits + acl.denies, facts: { kind: 'gateway-acl', acl } }
  }
  for (let h = 0; h < Math.min(HEADER_SEARCH, table.rows.length); h++) {
    const header = table.rows[h]!
    const at = columnsOf(header)
    const match = KINDS.find((k) => missingOf(k.needs, at).length === 0)
    if (!match) continue
    const same = header.join('\u0000')
    const repeated = (row: string[]) => row[0] === header[0] && row.join('\u0000') === same
    // Data rows: after the header, without repeated headers (a list printed page by page) or empty lines.
    const rows = table.rows.slice(h + 1).filter((row) => row.some((c) => c !== '') && !repeated(row))
    return { kind: match.kind, format: table.format, rows: rows.length, facts: match.read(rows, at, header) }
  }
  throw new ExportError('unknown-report', closest(table.rows))
}

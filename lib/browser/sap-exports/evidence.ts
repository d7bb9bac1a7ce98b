import type { ExportKind, FigureId, FindingId } from '@/lib/shared/contracts/ksc-evidence'
import { checkGroup, judgeParameters, type ParameterGroup, type ParameterVerdict } from './parameter-checks'
import type { ReadExport } from './recognise-export'
import { daysBetween } from './sap-date'
import type { AuditFilter } from './read-audit-filters'
import type { Destination } from './read-destinations'
import type { StandardUser } from './read-standard-users'
import type { UserFacts, UserType } from './read-users'

// Findings leave the page as fixed identifiers and counts; the items behind the counts are shown and never leave it.

export type CriticalSelection = 'SAP_ALL' | 'SAP_NEW' | null
type CriticalProfile = Exclude<CriticalSelection, null>

export interface LoadedExport {
  id: string
  /** The export's date (the file's), which "overdue" and "dormant" are measured against. */
  asOf: number
  /** For a user list without a profile column: the profile RSUSR002 selected its users by, as the visitor says. */
  selection: CriticalSelection
  /** The system the file comes from (its SID) as the visitor names it, or null: no export names its system. */
  system: string | null
  read: ReadExport
}

export interface Finding {
  id: FindingId
  kinds: ExportKind[]
  files: string[]
  figures: Partial<Record<FigureId, number>>
}

/** Where a user is: the system the visitor named for its file (null: not named) and the client (null: not shown). */
export interface Where {
  system: string | null
  client: string | null
}

/** What the counts rest on, for the visitor's eyes only: the page lists them; nothing sends them. */
export interface EvidenceItems {
  /** Unlocked, valid holders of SAP_ALL or SAP_NEW, every user type. */
  critical: (Where & { name: string; type: UserType; profiles: readonly CriticalProfile[] })[]
  /** Unlocked, valid dialog users with no logon for more than DORMANT_DAYS, or none ever (lastLogon null). */
  dormant: (Where & { name: string; lastLogon: number | null })[]
  /** The security parameters of the last parameter export, judged or read and not judged. */
  parameters: ParameterVerdict[]
  /** RSUSR003's standard users, each with its password status as the list words it; the last file's per user. */
  standard: (StandardUser & { system: string | null })[]
  /** RSUSR008_009_NEW's users; whether they can log on where a list shows type, lock and validity (null: not shown). */
  criticalAuth: (Where & { name: string; type: UserType; logsOn: boolean | null; auths: string[] })[]
  /** Gateway ACL permits that restrict nothing, by file and line. */
  gatewayOpen: { file: 'reginfo' | 'secinfo' | null; line: number; rule: string }[]
  /** RFC destinations read, and the ABAP connections among them that log on as a named user. */
  destinations: { read: number; namedUser: Destination[] }
  /** The audit log's filters, and the users SAP's baseline wants filtered in every client that no active filter is. */
  auditFilters: { filters: AuditFilter[]; unfiltered: string[] }
}

export interface Evidence {
  findings: Finding[]
  items: EvidenceItems
}

/** Longest a dialog user may go without logging on before we call it dormant: the baseline's 180 idle days. */
export const DORMANT_DAYS = 180

/** A user, once per system, client and name; its facts are copied only when a later list changes them. */
interface User extends Where {
  facts: UserFacts
  asOf: number
  /** Whether a list that has a last-logon column holds the user: only then is no date "never logged on". */
  logonRead: boolean
  /** Profiles from a list's selection or from UST04; never changed in place, as a list's users share one set. */
  extra: ReadonlySet<string> | null
}

const holds = (u: User, profile: string) => u.facts.profiles.has(profile) || !!u.extra?.has(profile)
const logsOn = ({ facts: u, asOf }: Pick<User, 'facts' | 'asOf'>) =>
  !u.locked && (u.validFrom === null || u.validFrom <= asOf) && (u.validTo === null || u.validTo >= asOf)
const interactive = (u: User) => u.facts.type === 'A' || u.facts.type === 'S'
const technical = (u: User) => u.facts.type === 'B' || u.facts.type === 'C'
// The three lists of critical profiles a holder can have, shared by all holders: a list selected by SAP_ALL may
// name 100,000 of them, and an array each would be most of the items' memory.
const HELD: Record<'all' | 'new' | 'both', readonly CriticalProfile[]> = {
  all: ['SAP_ALL'],
  new: ['SAP_NEW'],
  both: ['SAP_ALL', 'SAP_NEW'],
}
const heldBy = (u: User) => (holds(u, 'SAP_ALL') ? (holds(u, 'SAP_NEW') ? HELD.both : HELD.all) : HELD.new)
const isCritical = (u: User) => holds(u, 'SAP_ALL') || holds(u, 'SAP_NEW')

function addProfile(u: User, profile: string) {
  if (!holds(u, profile)) u.extra = new Set([...(u.extra ?? []), profile])
}

/** Users de-duplicated by system, client and name (docs/ksc-sources.md); the newest list decides type, lock and
 * validity, the latest logon any list shows counts. */
function mergeUsers(loaded: LoadedExport[]) {
  const lists = loaded.filter((e) => e.read.facts.kind === 'users').sort((a, b) => a.asOf - b.asOf)
  const assignments = loaded.filter((e) => e.read.facts.kind === 'profiles')
  // Only a profile (a selection, a column, UST04) or a logon date makes a finding of users: else none is merged.
  const needed =
    assignments.length > 0 ||
    lists.some(
      (l) => l.selection || (l.read.facts.kind === 'users' && (l.read.facts.hasProfiles || l.read.facts.hasLastLogon)),
    )
  const none = () => undefined
  if (!needed && !loaded.some((e) => e.read.facts.kind === 'critical-authorizations'))
    return { users: [], lists, assignments, find: none }
  const clients = new Map<string | null, Set<string>>()
  for (const e of [...lists, ...assignments])
    if (e.read.facts.kind === 'users' || e.read.facts.kind === 'profiles')
      for (const u of e.read.facts.users.values())
        if (u.client) clients.set(e.system, (clients.get(e.system) ?? new Set()).add(u.client))
        // a list names its client on every row, or on none: one row tells
        else break
  const onlyOf = new Map([...clients].map(([system, named]) => [system, named.size === 1 ? [...named][0]! : null]))
  const onlyClient = (system: string | null) => onlyOf.get(system) ?? null
  // A user of a list that names neither system nor client is keyed by its name alone: no string made per user.
  const keyOf = (u: UserFacts, system: string | null, only = onlyClient(system)) => {
    const client = u.client ?? only
    return system === null && client === null ? u.name : `${system ?? ''}\u0000${client ?? ''}\u0000${u.name}`
  }
  const users = new Map<string, User>()
  for (const list of lists) {
    if (list.read.facts.kind !== 'users') continue
    const { hasLastLogon, users: listed } = list.read.facts
    const { system } = list
    const only = onlyClient(system)
    // One set for the list's selection, shared by its users: a 100,000-user list makes no set per user.
    const selected = list.selection ? new Set([list.selection]) : null
    for (const u of listed.values()) {
      const key = keyOf(u, system, only)
      const known = users.get(key)
      if (!known) {
        const extra = selected && !u.profiles.has(list.selection!) ? selected : null
        const client = u.client ?? only
        users.set(key, { facts: u, system, client, asOf: list.asOf, logonRead: hasLastLogon, extra })
        continue
      }
      const before = known.facts
      const lastLogon =
        before.lastLogon !== null && (u.lastLogon === null || before.lastLogon > u.lastLogon)
          ? before.lastLogon
          : u.lastLogon
      known.facts = {
        ...u,
        type: u.type === '?' ? before.type : u.type,
        created: u.created ?? before.created,
        lastLogon,
        profiles: new Set([...before.profiles, ...u.profiles]),
      }
      known.asOf = list.asOf
      known.logonRead ||= hasLastLogon
      if (list.selection) addProfile(known, list.selection)
    }
  }
  for (const e of assignments)
    if (e.read.facts.kind === 'profiles')
      for (const u of e.read.facts.users.values()) {
        const known = users.get(keyOf(u, e.system))
        if (known) u.profiles.forEach((p) => addProfile(known, p))
      }
  const find = (u: UserFacts, system: string | null) => users.get(keyOf(u, system))
  return { users: [...users.values()], lists, assignments, find }
}

/** SAP_ALL and SAP_NEW: the findings, and the holders behind them (none when no list tells who holds what). */
function criticalFindings(users: User[], lists: LoadedExport[], assignments: LoadedExport[]) {
  const knowsProfiles = lists.some(
    (l) => l.selection || (l.read.facts.kind === 'users' && l.read.facts.hasProfiles) || assignments.length > 0,
  )
  if (lists.length === 0 || !knowsProfiles) return { found: [], holders: [] }
  // One pass over the users: a list selected by SAP_ALL may hold 100,000 of them.
  const holders: User[] = []
  let openDialog = 0
  let openTechnical = 0
  let interactiveHolders = 0
  let sapNew = 0
  for (const u of users) {
    if (!isCritical(u)) continue
    holders.push(u)
    if (holds(u, 'SAP_NEW')) sapNew++
    if (interactive(u)) interactiveHolders++
    if (!logsOn(u)) continue
    if (interactive(u)) openDialog++
    else if (technical(u)) openTechnical++
  }
  const figures = {
    'users-read': users.length,
    'critical-holders': holders.length,
    'critical-open-dialog': openDialog,
    'critical-open-technical': openTechnical,
    'sap-new-holders': sapNew,
  }
  const used = [...lists, ...assignments]
  const kinds = [...new Set(used.map((e) => e.read.kind))]
  const files = used.map((e) => e.id)
  const verdict: FindingId =
    openDialog >= 2
      ? 'critical-open-dialog-several'
      : openDialog === 1
        ? 'critical-open-dialog-one'
        : interactiveHolders >= 2
          ? 'critical-locked-several'
          : 'critical-none-or-one-locked'
  const found: Finding[] = [{ id: verdict, kinds, files, figures }]
  if (openTechnical > 0) found.push({ id: 'critical-open-technical', kinds, files, figures })
  return { found, holders }
}

/** An unlocked, valid dialog user whose last logon, or creation when it never logged on, lies beyond the threshold. */
function dormant(u: User): boolean {
  if (u.facts.type !== 'A' || !u.logonRead || !logsOn(u)) return false
  const since = u.facts.lastLogon ?? u.facts.created ?? u.facts.validFrom
  return since === null || daysBetween(since, u.asOf) > DORMANT_DAYS
}

function dormantFindings(users: User[], lists: LoadedExport[]): Finding[] {
  const read = users.filter((u) => u.logonRead)
  const found = read.filter(dormant)
  if (found.length === 0) return []
  const figures = {
    'users-read': read.length,
    'dormant-open-dialog': found.length,
    'never-logged-on': found.filter((u) => u.facts.lastLogon === null).length,
    'dormant-days': DORMANT_DAYS,
  }
  const files = lists.filter((l) => l.read.facts.kind === 'users' && l.read.facts.hasLastLogon).map((l) => l.id)
  return [{ id: 'dormant-open-dialog', kinds: ['users'], files, figures }]
}

/** A verdict per question a parameter group answers, from the last parameter export added (one server's values). */
function parameterFindings(source: LoadedExport | undefined, verdicts: ParameterVerdict[]): Finding[] {
  if (!source) return []
  const found: Finding[] = []
  const add = (group: ParameterGroup, verdict: (g: ReturnType<typeof checkGroup>) => FindingId | null) => {
    const g = checkGroup(verdicts, group)
    const id = g.checked > 0 ? verdict(g) : null
    if (id) {
      const figures = { 'parameters-checked': g.checked, 'parameters-secure': g.secure }
      found.push({ id, kinds: ['parameters'], files: [source.id], figures })
    }
  }
  add('logon', (g) => (g.secure < g.checked ? 'logon-parameters-weak' : null))
  add('snc', (g) =>
    !g.meets('snc/enable')
      ? g.has('snc/enable')
        ? 'snc-off'
        : null
      : g.meets('snc/accept_insecure_gui') && g.meets('snc/accept_insecure_rfc')
        ? 'snc-enforced'
        : 'snc-not-enforced',
  )
  add('gateway', (g) => (g.has('gw/acl_mode') && !g.meets('gw/acl_mode') ? 'gateway-acl-off' : null))
  add('audit', (g) => (g.has('rsau/enable') ? (g.meets('rsau/enable') ? 'audit-log-on' : 'audit-log-off') : null))
  add('rfc', (g) =>
    g.has('auth/rfc_authority_check') && !g.meets('auth/rfc_authority_check') ? 'rfc-authority-check-off' : null,
  )
  return found
}

function noteFindings(loaded: LoadedExport[], patchCycleDays: number): Finding[] {
  return loaded.flatMap((e) => {
    if (e.read.facts.kind !== 'notes') return []
    const { read, urgentReleased } = e.read.facts.notes
    const overdue = urgentReleased.filter((released) => daysBetween(released, e.asOf) > patchCycleDays).length
    const figures = { 'notes-read': read, 'notes-overdue': overdue, 'patch-cycle-days': patchCycleDays }
    const id: FindingId = overdue > 0 ? 'notes-overdue' : 'notes-on-time'
    return [{ id, kinds: ['notes' as const], files: [e.id], figures }]
  })
}

/** An SM20 extract with events proves the log records them, whatever rsau/enable says (RSAU_CONFIG overrides it). */
function auditEventFindings(loaded: LoadedExport[]): Finding[] {
  return loaded.flatMap((e) => {
    if (e.read.facts.kind !== 'audit-events' || e.read.facts.events.events === 0) return []
    const figures = { 'audit-events-read': e.read.facts.events.events, 'audit-days': e.read.facts.events.days }
    return [{ id: 'audit-log-records' as const, kinds: ['audit-events' as const], files: [e.id], figures }]
  })
}

/** RSUSR003's users of every file, one per system, client and name: the same list added twice counts once. */
function standardUsers(loaded: LoadedExport[]): EvidenceItems['standard'] {
  const users = new Map<string, EvidenceItems['standard'][number]>()
  for (const { system, read } of loaded)
    if (read.facts.kind === 'standard-users')
      for (const u of read.facts.users)
        users.set(`${system ?? ''}\u0000${u.client ?? ''}\u0000${u.name}`, { ...u, system })
  return [...users.values()]
}

function standardUserFindings(standard: StandardUser[], loaded: LoadedExport[]): Finding[] {
  const open = standard.filter((u) => u.knownPassword && !u.locked).length
  if (open === 0) return []
  const files = loaded.filter((e) => e.read.facts.kind === 'standard-users').map((e) => e.id)
  const figures = { 'standard-users-read': standard.length, 'standard-users-known-password': open }
  return [{ id: 'standard-users-known-password', kinds: ['standard-users'], files, figures }]
}

/** The gateway's ACLs: open permits in any of them, or none. */
function gatewayFindings(loaded: LoadedExport[]): Finding[] {
  const acls = loaded.flatMap((e) => (e.read.facts.kind === 'gateway-acl' ? [{ id: e.id, acl: e.read.facts.acl }] : []))
  if (acls.length === 0) return []
  const figures = {
    'acl-permits': acls.reduce((n, a) => n + a.acl.permits, 0),
    'acl-open-permits': acls.reduce((n, a) => n + a.acl.open.length, 0),
  }
  const id: FindingId = figures['acl-open-permits'] > 0 ? 'gateway-acl-open' : 'gateway-acl-restricted'
  return [{ id, kinds: ['gateway-acl'], files: acls.map((a) => a.id), figures }]
}

type CriticalAuthHolder = EvidenceItems['criticalAuth'][number]

/** RSUSR008_009_NEW's users; type, lock and validity from the list, else from user lists beside it, else unknown. */
function criticalAuthHolders(loaded: LoadedExport[], find: (u: UserFacts, system: string | null) => User | undefined) {
  // By system, client and name: two lists naming one user make one row with what both list.
  const holders = new Map<string, CriticalAuthHolder>()
  const lookedUp = new Set<User>()
  for (const e of loaded) {
    if (e.read.facts.kind !== 'critical-authorizations') continue
    const { users, held, knowsType, knowsLock } = e.read.facts.critical
    for (const [key, auths] of held) {
      const own = users.get(key)!
      const other = knowsType && knowsLock ? undefined : find(own, e.system)
      if (other) lookedUp.add(other)
      const client = own.client ?? other?.client ?? null
      const at = `${e.system ?? ''}\u0000${client ?? ''}\u0000${own.name}`
      const known = holders.get(at)
      if (known) {
        known.auths = [...new Set([...known.auths, ...auths])]
        continue
      }
      holders.set(at, {
        name: own.name,
        system: e.system,
        client,
        type: knowsType && own.type !== '?' ? own.type : (other?.facts.type ?? '?'),
        logsOn: knowsLock ? logsOn({ facts: own, asOf: e.asOf }) : other ? logsOn(other) : null,
        auths: [...auths],
      })
    }
  }
  return { holders: [...holders.values()], lookedUp: lookedUp.size > 0 }
}

function criticalAuthFindings(holders: CriticalAuthHolder[], loaded: LoadedExport[], lookedUp: boolean): Finding[] {
  const open = holders.filter((h) => (h.type === 'B' || h.type === 'C') && h.logsOn === true).length
  if (open === 0) return []
  const used = loaded.filter(
    (e) => e.read.facts.kind === 'critical-authorizations' || (lookedUp && e.read.facts.kind === 'users'),
  )
  const figures = { 'critical-auth-users': holders.length, 'critical-auth-open-technical': open }
  const kinds = [...new Set(used.map((e) => e.read.kind))]
  return [{ id: 'critical-auth-open-technical', kinds, files: used.map((e) => e.id), figures }]
}

/** The users SAP's baseline wants an active filter for in all clients (SBT 2AAUDIT AUDIT-A_b1.1, b1.3, b1.5). */
const BASELINE_FILTERED = [
  { user: 'SAP*', written: ['SAP#*', 'SAP*'] },
  { user: 'DDIC', written: ['DDIC'] },
  { user: 'SAPCPIC', written: ['SAPCPIC'] },
]

function auditFilterItems(loaded: LoadedExport[]): EvidenceItems['auditFilters'] {
  const filters = loaded.flatMap((e) => (e.read.facts.kind === 'audit-filters' ? e.read.facts.filters : []))
  if (filters.length === 0) return { filters, unfiltered: [] }
  const filtered = (written: string[]) =>
    filters.some((f) => f.active && f.client === '*' && written.includes(f.user.toUpperCase()))
  return { filters, unfiltered: BASELINE_FILTERED.filter((b) => !filtered(b.written)).map((b) => b.user) }
}

function clientFindings(loaded: LoadedExport[]): Finding[] {
  return loaded.flatMap((e) => {
    if (e.read.facts.kind !== 'clients' || e.read.facts.clients.productionOpen === 0) return []
    const { production, productionOpen } = e.read.facts.clients
    const figures = { 'production-clients': production, 'production-clients-open': productionOpen }
    return [{ id: 'production-client-open' as const, kinds: ['clients' as const], files: [e.id], figures }]
  })
}

/** Every finding of the exports loaded, for the patch cycle the visitor declared (in days), and the items behind them. */
export function findEvidence(loaded: LoadedExport[], patchCycleDays: number): Evidence {
  const { users, lists, assignments, find } = mergeUsers(loaded)
  const source = loaded.findLast((e) => e.read.facts.kind === 'parameters')
  const verdicts = source?.read.facts.kind === 'parameters' ? judgeParameters(source.read.facts.values) : []
  const critical = criticalFindings(users, lists, assignments)
  const standard = standardUsers(loaded)
  const recorded = auditEventFindings(loaded)
  // Events recorded outweigh rsau/enable = 0 from RSPARAM: the finding that allows less would otherwise win.
  const parameters = parameterFindings(source, verdicts).filter((f) => !(recorded.length && f.id === 'audit-log-off'))
  // SAP user names are upper-case letters, digits and a few signs: compared by code unit, not by locale (faster).
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  // A user's rows of several systems side by side, the system named first (null sorts last).
  const byUser = (a: Where & { name: string }, b: Where & { name: string }) =>
    byName(a, b) ||
    (a.system ?? '\uffff').localeCompare(b.system ?? '\uffff') ||
    (a.client ?? '').localeCompare(b.client ?? '')
  const { holders, lookedUp } = criticalAuthHolders(loaded, find)
  const destinations = loaded.flatMap((e) => (e.read.facts.kind === 'destinations' ? e.read.facts.destinations : []))
  return {
    findings: [
      ...critical.found,
      ...dormantFindings(users, lists),
      ...parameters,
      ...recorded,
      ...standardUserFindings(standard, loaded),
      ...noteFindings(loaded, patchCycleDays),
      ...clientFindings(loaded),
      ...gatewayFindings(loaded),
      ...criticalAuthFindings(holders, loaded, lookedUp),
    ],
    items: {
      critical: critical.holders
        .filter(logsOn)
        .map((u) => ({
          name: u.facts.name,
          system: u.system,
          client: u.client,
          type: u.facts.type,
          profiles: heldBy(u),
        }))
        .sort(byUser),
      dormant: users
        .filter(dormant)
        .map((u) => ({ name: u.facts.name, system: u.system, client: u.client, lastLogon: u.facts.lastLogon }))
        .sort(byUser),
      parameters: verdicts,
      standard,
      criticalAuth: holders.sort(byUser),
      gatewayOpen: loaded.flatMap(({ read: { facts } }) =>
        facts.kind === 'gateway-acl' ? facts.acl.open.map((o) => ({ file: facts.acl.file, ...o })) : [],
      ),
      destinations: {
        read: destinations.length,
        namedUser: destinations.filter((d) => d.type === '3' && d.user !== null).sort(byName),
      },
      auditFilters: auditFilterItems(loaded),
    },
  }
}

import type { ExportKind, FigureId, FindingId } from '@/lib/contracts/ksc-evidence'
import { checkGroup, type ParameterGroup } from './parameter-checks'
import type { ReadExport } from './recognise-export'
import { daysBetween } from './sap-date'
import type { UserFacts } from './read-users'

// From the exports read to what they show: findings with the counts behind them, and the files each rests on.
// Counts and fixed identifiers only leave this module; names and values stay in the worker.

export type CriticalSelection = 'SAP_ALL' | 'SAP_NEW' | null

export interface LoadedExport {
  id: string
  /** The export's date (the file's), which "overdue" and "dormant" are measured against. */
  asOf: number
  /** For a user list without a profile column: the profile RSUSR002 selected its users by, as the visitor says. */
  selection: CriticalSelection
  read: ReadExport
}

export interface Finding {
  id: FindingId
  kinds: ExportKind[]
  files: string[]
  figures: Partial<Record<FigureId, number>>
}

/** Longest a dialog user may go without logging on before we call it dormant: the baseline's 180 idle days. */
export const DORMANT_DAYS = 180

const logsOn = (u: UserFacts, asOf: number) =>
  !u.locked && (u.validFrom === null || u.validFrom <= asOf) && (u.validTo === null || u.validTo >= asOf)
const interactive = (u: UserFacts) => u.type === 'A' || u.type === 'S'
const technical = (u: UserFacts) => u.type === 'B' || u.type === 'C'

/** Whether a user holds a profile: in its own list, by the list's selection, or in a list of assignments. */
function holds(
  name: string,
  user: UserFacts,
  selection: CriticalSelection,
  assigned: Map<string, UserFacts>[],
  profile: string,
): boolean {
  if (user.profiles.has(profile) || selection === profile) return true
  for (const users of assigned) if (users.get(name)?.profiles.has(profile)) return true
  return false
}

function criticalFindings(loaded: LoadedExport[]): Finding[] {
  const lists = loaded.filter((e) => e.read.facts.kind === 'users')
  const profiles = loaded.filter((e) => e.read.facts.kind === 'profiles')
  const holders = new Map<string, { user: UserFacts; asOf: number; sapNew: boolean }>()
  const used = new Set<LoadedExport>()
  const assigned = profiles.flatMap((e) => (e.read.facts.kind === 'profiles' ? [e.read.facts.users] : []))
  for (const list of lists) {
    if (list.read.facts.kind !== 'users') continue
    for (const [name, user] of list.read.facts.users) {
      const sapNew = holds(name, user, list.selection, assigned, 'SAP_NEW')
      if (!sapNew && !holds(name, user, list.selection, assigned, 'SAP_ALL')) continue
      holders.set(name, { user, asOf: list.asOf, sapNew })
      used.add(list)
    }
  }
  const knowsProfiles = lists.some(
    (l) => l.selection || (l.read.facts.kind === 'users' && l.read.facts.hasProfiles) || profiles.length > 0,
  )
  if (lists.length === 0 || !knowsProfiles) return []
  profiles.forEach((p) => used.add(p))
  lists.forEach((l) => used.add(l))
  const all = [...holders.values()]
  const openDialog = all.filter((h) => interactive(h.user) && logsOn(h.user, h.asOf)).length
  const openTechnical = all.filter((h) => technical(h.user) && logsOn(h.user, h.asOf)).length
  const figures = {
    'users-read': lists.reduce((n, l) => n + (l.read.facts.kind === 'users' ? l.read.facts.users.size : 0), 0),
    'critical-holders': all.length,
    'critical-open-dialog': openDialog,
    'critical-open-technical': openTechnical,
    'sap-new-holders': all.filter((h) => h.sapNew).length,
  }
  const kinds = [...new Set([...used].map((e) => e.read.kind))]
  const files = [...used].map((e) => e.id)
  const interactiveHolders = all.filter((h) => interactive(h.user)).length
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
  return found
}

function dormantFindings(loaded: LoadedExport[]): Finding[] {
  return loaded.flatMap((list) => {
    if (list.read.facts.kind !== 'users') return []
    const users = [...list.read.facts.users.values()]
    if (!users.some((u) => u.lastLogon !== null)) return []
    const dormant = users.filter(
      (u) =>
        u.type === 'A' &&
        logsOn(u, list.asOf) &&
        u.lastLogon !== null &&
        daysBetween(u.lastLogon, list.asOf) > DORMANT_DAYS,
    ).length
    if (dormant === 0) return []
    const figures = { 'users-read': users.length, 'dormant-open-dialog': dormant, 'dormant-days': DORMANT_DAYS }
    return [{ id: 'dormant-open-dialog' as const, kinds: ['users' as const], files: [list.id], figures }]
  })
}

/** A verdict per parameter group, from the last parameter export added (one application server's values). */
function parameterFindings(loaded: LoadedExport[]): Finding[] {
  const source = loaded.findLast((e) => e.read.facts.kind === 'parameters')
  if (!source || source.read.facts.kind !== 'parameters') return []
  const values = source.read.facts.values
  const found: Finding[] = []
  const add = (group: ParameterGroup, verdict: (g: ReturnType<typeof checkGroup>) => FindingId | null) => {
    const g = checkGroup(values, group)
    const id = g.checked > 0 ? verdict(g) : null
    if (id) {
      const figures = { 'parameters-checked': g.checked, 'parameters-secure': g.secure }
      found.push({ id, kinds: ['parameters'], files: [source.id], figures })
    }
  }
  add('logon', (g) => (g.secure < g.checked ? 'logon-parameters-weak' : null))
  add('snc', (g) =>
    !g.meets('snc/enable')
      ? values.has('snc/enable')
        ? 'snc-off'
        : null
      : g.meets('snc/accept_insecure_gui') && g.meets('snc/accept_insecure_rfc')
        ? 'snc-enforced'
        : 'snc-not-enforced',
  )
  add('gateway', (g) => (values.has('gw/acl_mode') && !g.meets('gw/acl_mode') ? 'gateway-acl-off' : null))
  add('audit', (g) => (values.has('rsau/enable') ? (g.meets('rsau/enable') ? 'audit-log-on' : 'audit-log-off') : null))
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

function clientFindings(loaded: LoadedExport[]): Finding[] {
  return loaded.flatMap((e) => {
    if (e.read.facts.kind !== 'clients' || e.read.facts.clients.productionOpen === 0) return []
    const { production, productionOpen } = e.read.facts.clients
    const figures = { 'production-clients': production, 'production-clients-open': productionOpen }
    return [{ id: 'production-client-open' as const, kinds: ['clients' as const], files: [e.id], figures }]
  })
}

/** Every finding of the exports loaded, for the patch cycle the visitor declared (in days). */
export function findEvidence(loaded: LoadedExport[], patchCycleDays: number): Finding[] {
  return [
    ...criticalFindings(loaded),
    ...dormantFindings(loaded),
    ...parameterFindings(loaded),
    ...noteFindings(loaded, patchCycleDays),
    ...clientFindings(loaded),
  ]
}

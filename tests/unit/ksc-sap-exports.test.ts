import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ExportError } from '@/lib/browser/sap-exports/export-error'
import { EXPORT_LIMITS } from '@/lib/browser/sap-exports/limits'
import { readExport } from '@/lib/browser/sap-exports/read-export'
import { isLocked, type UserFacts } from '@/lib/browser/sap-exports/read-users'
import { makeXlsx } from '../support/xlsx'

// Each export layout and language on the fixtures (tests/fixtures/sap-exports/README.md), and what a damaged or
// wrong file gets: a named problem, never a partial read.

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/sap-exports/${name}`))
const sample = (name: string) => new Uint8Array(readFileSync(`public/ksc-samples/${name}`))
/** A user of a list by name, whatever its client. */
const user = (users: Map<string, UserFacts>, name: string) => [...users.values()].find((u) => u.name === name)
/** A fixture's rows, titles first: the cells of an unconverted list's framed lines, or of a tab-separated file's. */
const rowsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((l) => (text.startsWith('-') || text.includes('\n|') ? l.startsWith('|') : l !== ''))
    .map((l) => (l.startsWith('|') ? l.slice(1, -1).split('|') : l.split('\t')).map((c) => c.trim()))
/** The same rows in each layout SAP GUI saves a list in. */
const layouts = {
  unconverted: (rows: string[][]) => {
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
    const line = (r: string[]) => `|${r.map((c, i) => c.padEnd(widths[i]!)).join('|')}|`
    const rule = '-'.repeat(line(rows[0]!).length)
    return new TextEncoder().encode([rule, line(rows[0]!), rule, ...rows.slice(1).map(line), rule, ''].join('\r\n'))
  },
  tabbed: (rows: string[][]) => new TextEncoder().encode(rows.map((r) => r.join('\t')).join('\r\n') + '\r\n'),
  xlsx: (rows: string[][]) => makeXlsx(rows),
}
const problemOf = (bytes: Uint8Array) => {
  try {
    readExport(bytes)
  } catch (error) {
    if (error instanceof ExportError) return error.problem
    throw error
  }
  return 'read'
}

describe('exports as SAP GUI writes them, recognised by their column titles', () => {
  it('RSUSR002 unconverted, English labels: users with type, lock and validity', () => {
    const read = readExport(sample('rsusr002-sap-all.txt'))
    expect(read).toMatchObject({ kind: 'users', format: 'unconverted', rows: 9 })
    if (read.facts.kind !== 'users') throw new Error(read.facts.kind)
    expect(read.facts).toMatchObject({ hasProfiles: false, asksSelection: true })
    expect(user(read.facts.users, 'JKOWALSKI')).toMatchObject({
      type: 'A',
      locked: false,
      validTo: Date.UTC(2099, 11, 31),
    })
    expect(user(read.facts.users, 'EMERG_SAPALL')).toMatchObject({ type: 'A', locked: true, validTo: null })
    expect(user(read.facts.users, 'RFC_BW_PRD')).toMatchObject({ type: 'B', locked: false })
  })

  it('USR02 from SE16 with its title block and technical names: UFLAG bits decide the lock', () => {
    const read = readExport(fixture('usr02-se16.txt'))
    expect(read).toMatchObject({ kind: 'users', format: 'unconverted', rows: 11 })
    if (read.facts.kind !== 'users') throw new Error(read.facts.kind)
    expect(read.facts.asksSelection).toBe(false)
    expect(user(read.facts.users, 'ANOWAK')?.locked).toBe(true) // 128: failed logons
    expect(user(read.facts.users, 'KWOJCIK')?.locked).toBe(true) // 64: administrator
    expect(user(read.facts.users, 'PZIELINSKI')).toMatchObject({ locked: false, lastLogon: Date.UTC(2025, 2, 14) })
  })

  it('RSUSR002 with its lock icons as SAP GUI writes them: @06@ is locked, @07@ is not, the quick info decides', () => {
    const read = readExport(fixture('rsusr002-icons.txt'))
    if (read.facts.kind !== 'users') throw new Error(read.facts.kind)
    const locks = Object.fromEntries([...read.facts.users.values()].map((u) => [u.name, u.locked]))
    expect(locks).toEqual({
      ADMIN_BASIS: false,
      JKOWALSKI: false,
      ANOWAK: true,
      EMERG_SAPALL: true,
      JNOWAK: false,
      DDIC: true,
    })
  })

  it.each([
    ['@06\\QLocked@', '', true],
    ['@07\\QUnlocked@', '', false],
    ['@06@', '', true],
    ['@07@', '', false],
    ['@07\\QNicht gesperrt@', '', false],
    ['@06\\QGesperrt@', '', true],
    ['@07\\QOdblokowany@', '', false],
    ['Not locked', '', false],
    ['Unlocked', '', false],
    ['Nicht gesperrt', '', false],
    ['Entsperrt', '', false],
    ['Niezablokowany', '', false],
    ['Zablokowany', '', true],
    ['Locked by administrator', '', true],
    ['', 'Locked due to incorrect logons', true],
    ['', '@06\\QLocked by administrator@', true],
    ['', '', false],
    ['65', '', true],
    ['1', '', false],
  ])('lock status %j with reason %j: locked %s', (status, reason, locked) => {
    expect(isLocked(status, reason)).toBe(locked)
  })

  it('UST04 from SE16 as text with tabs: profile assignments', () => {
    const read = readExport(fixture('ust04-se16.tsv'))
    expect(read).toMatchObject({ kind: 'profiles', format: 'tabbed', rows: 8 })
    if (read.facts.kind !== 'profiles') throw new Error(read.facts.kind)
    expect([...user(read.facts.users, 'ADMIN_BASIS')!.profiles]).toEqual(['SAP_ALL', 'S_A.SYSTEM'])
  })

  it('a user list with Polish labels in windows-1250', () => {
    const read = readExport(fixture('users-pl.tsv'))
    expect(read).toMatchObject({ kind: 'users', format: 'tabbed', rows: 2 })
    if (read.facts.kind !== 'users') throw new Error(read.facts.kind)
    expect(user(read.facts.users, 'ŁKRÓL')).toMatchObject({ type: 'A', locked: true })
  })

  it('RSPARAM unconverted in English: the user-defined value wins over the default', () => {
    const read = readExport(sample('rsparam.txt'))
    expect(read).toMatchObject({ kind: 'parameters', format: 'unconverted', rows: 20 })
    if (read.facts.kind !== 'parameters') throw new Error(read.facts.kind)
    expect(read.facts.values.get('login/min_password_lng')).toBe('6')
    expect(read.facts.values.get('gw/acl_mode')).toBe('1')
    expect(read.facts.values.get('login/password_hash_algorithm')).toMatch(/^encoding=RFC2307, algorithm=iSSHA-512/)
  })

  it('RSPARAM in German as text with tabs, UTF-16LE with a byte order mark', () => {
    const read = readExport(fixture('rsparam-de.tsv'))
    expect(read).toMatchObject({ kind: 'parameters', format: 'tabbed', rows: 21 })
    if (read.facts.kind !== 'parameters') throw new Error(read.facts.kind)
    expect(read.facts.values.get('snc/accept_insecure_gui')).toBe('U')
  })

  it('RSPARAM as XLSX (ALV Export > Spreadsheet), row 1 the titles', () => {
    const read = readExport(makeXlsx(rowsOf(readFileSync('public/ksc-samples/rsparam.txt', 'utf8'))))
    expect(read).toMatchObject({ kind: 'parameters', format: 'xlsx', rows: 20 })
    if (read.facts.kind !== 'parameters') throw new Error(read.facts.kind)
    expect(read.facts.values.get('snc/enable')).toBe('1')
  })

  it('System Recommendations in German: HotNews and high-priority notes still open, with their release dates', () => {
    const read = readExport(fixture('sysrec-notes-de.tsv'))
    expect(read).toMatchObject({ kind: 'notes', rows: 5 })
    if (read.facts.kind !== 'notes') throw new Error(read.facts.kind)
    expect(read.facts.notes).toEqual({
      read: 5,
      urgentReleased: [Date.UTC(2025, 5, 10), Date.UTC(2026, 1, 11), Date.UTC(2026, 10, 11)],
    })
  })

  it('System Recommendations as XLSX with technical names, priority codes and Excel day numbers', () => {
    const read = readExport(
      makeXlsx([
        ['NOTE_NUMBER', 'SHORT_TEXT', 'PRIORITY_ID', 'RELEASE_DATE'],
        [3412456, 'Missing authorization check', '01', 45818],
        [3520001, 'Information disclosure', '03', 45944],
      ]),
    )
    if (read.facts.kind !== 'notes') throw new Error(read.facts.kind)
    expect(read.facts.notes.urgentReleased).toEqual([Date.UTC(2025, 5, 10)])
  })

  it('T000 from SE16: production clients and their change settings', () => {
    const read = readExport(fixture('t000-se16.txt'))
    expect(read).toMatchObject({ kind: 'clients', rows: 4, facts: { clients: { production: 1, productionOpen: 1 } } })
  })

  it('RSUSR008_009_NEW in English: each user with the critical authorizations listed, no type or lock of its own', () => {
    const read = readExport(fixture('rsusr008-009-new-en.txt'))
    expect(read).toMatchObject({ kind: 'critical-authorizations', format: 'unconverted', rows: 6 })
    if (read.facts.kind !== 'critical-authorizations') throw new Error(read.facts.kind)
    const { held, knowsType, knowsLock } = read.facts.critical
    expect({ knowsType, knowsLock }).toEqual({ knowsType: false, knowsLock: false })
    expect([...held.get('RFC_BW_PRD')!]).toEqual([
      'EXECUTE_ALL_FUNC (Execute all function modules)',
      'CHANGE_ALL_TABLES (Change all tables)',
    ])
    expect(held.size).toBe(5)
  })

  it('RSUSR008_009_NEW in German as text with tabs, with user type and lock icons', () => {
    const read = readExport(fixture('rsusr008-009-new-de.tsv'))
    if (read.facts.kind !== 'critical-authorizations') throw new Error(read.facts.kind)
    expect(read.facts.critical).toMatchObject({ knowsType: true, knowsLock: true })
    expect(user(read.facts.critical.users, 'RFC_SOLMAN')).toMatchObject({ type: 'C', locked: false })
    expect(user(read.facts.critical.users, 'MSCHMIDT')).toMatchObject({ type: 'A', locked: true })
  })

  it('RFCDES from SE16 (the destinations of SM59): each destination with the user, client and target it names', () => {
    const read = readExport(fixture('rfcdes-se16.tsv'))
    expect(read).toMatchObject({ kind: 'destinations', format: 'tabbed', rows: 5 })
    if (read.facts.kind !== 'destinations') throw new Error(read.facts.kind)
    expect(read.facts.destinations.slice(0, 2)).toEqual([
      { name: 'BWPCLNT100', type: '3', target: 'BWP', client: '100', user: 'RFC_BW' },
      { name: 'SMPCLNT001_TRUSTED', type: '3', target: 'SMP', client: '001', user: null },
    ])
    expect(read.facts.destinations.at(-1)).toEqual({
      name: 'LOGSYS_BWP',
      type: 'L',
      target: null,
      client: null,
      user: null,
    })
  })

  it('RSAUPROF from SE16 (the filters of SM19 and RSAU_CONFIG): profile, slot, client, user, active', () => {
    const read = readExport(fixture('rsauprof-se16.txt'))
    expect(read).toMatchObject({ kind: 'audit-filters', format: 'unconverted', rows: 5 })
    if (read.facts.kind !== 'audit-filters') throw new Error(read.facts.kind)
    expect(read.facts.filters[0]).toEqual({ profile: 'PRD_SAL', slot: '1', client: '*', user: 'SAP#*', active: true })
    expect(read.facts.filters[3]).toMatchObject({ user: 'SAPCPIC', active: false })
  })

  it('the gateway ACLs as text files: reginfo and secinfo told apart, the permits that restrict nothing found', () => {
    const reginfo = readExport(fixture('reginfo.txt'))
    expect(reginfo).toMatchObject({ kind: 'gateway-acl', format: 'text', rows: 4 })
    expect(reginfo.facts).toEqual({
      kind: 'gateway-acl',
      acl: { file: 'reginfo', permits: 3, denies: 1, open: [{ line: 5, rule: 'P TP=* HOST=* ACCESS=* CANCEL=*' }] },
    })
    // secinfo with LF line ends: USER=* with USER-HOST=internal is restricted, a bare TP=* is not.
    const secinfo = readExport(fixture('secinfo.txt'))
    expect(secinfo.facts).toEqual({
      kind: 'gateway-acl',
      acl: { file: 'secinfo', permits: 3, denies: 1, open: [{ line: 4, rule: 'P TP=*' }] },
    })
  })
})

describe('the exports issue 34 added, in every layout the check reads: the same facts from each', () => {
  it.each([
    ['RSUSR003', 'rsusr003-en.txt', 'standard-users'],
    ['RSUSR200', 'rsusr200-en.txt', 'users'],
    ['RSUSR008_009_NEW, English', 'rsusr008-009-new-en.txt', 'critical-authorizations'],
    ['RSUSR008_009_NEW, German', 'rsusr008-009-new-de.tsv', 'critical-authorizations'],
    ['an SM20 extract', 'sm20-extract.tsv', 'audit-events'],
    ['RFCDES (SM59)', 'rfcdes-se16.tsv', 'destinations'],
    ['RSAUPROF (SM19, RSAU_CONFIG)', 'rsauprof-se16.txt', 'audit-filters'],
  ])('%s', (_name, file, kind) => {
    const bytes = fixture(file)
    const rows = rowsOf(new TextDecoder().decode(bytes))
    const fromFixture = readExport(bytes)
    expect(fromFixture).toMatchObject({ kind, rows: rows.length - 1 })
    for (const [format, write] of Object.entries(layouts))
      expect(readExport(write(rows)), format).toEqual({ ...fromFixture, format })
  })
})

describe('what is refused, and why', () => {
  it.each([
    ['a PDF', fixture('not-an-export.pdf'), 'not-a-table'],
    ['an export of another report (SNOTE status, CWBNTCUST)', fixture('cwbntcust-se16.txt'), 'unknown-report'],
    ['a list cut off inside a row', fixture('rsparam-truncated.txt'), 'truncated'],
    ['a list whose rows lost their frame', fixture('rsparam-garbled.txt'), 'truncated'],
    ['an empty file', new Uint8Array(), 'empty'],
    ['plain prose', new TextEncoder().encode('Dear team,\nplease find the export attached.\n'), 'not-a-table'],
    ['a zip that is no workbook', makeXlsx([]).subarray(0, 200), 'truncated'],
    [
      'a gateway ACL with a line that is no rule',
      new TextEncoder().encode('#VERSION=2\nP TP=* HOST=*\nallow everything\n'),
      'not-a-table',
    ],
  ])('%s', (_name, bytes, problem) => {
    expect(problemOf(bytes)).toBe(problem)
  })

  it('a report not recognised names the titles it found and the column it missed', () => {
    const list = 'User Name\tComplete name\tValid From\nJKOWALSKI\tJan Kowalski\t15.01.2021\n'
    let refused: unknown
    try {
      readExport(new TextEncoder().encode(list))
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(ExportError)
    expect((refused as ExportError).detail).toEqual({
      titles: ['User Name', 'Complete name', 'Valid From'],
      missing: [['userType'], ['lockStatus', 'lockReason']],
    })
  })

  it('a file over the size limit is refused before it is read', () => {
    expect(problemOf(new Uint8Array(EXPORT_LIMITS.bytes + 1))).toBe('too-large')
  })

  it('a file of 10,000 columns', () => {
    const header = Array.from({ length: 10_000 }, (_, i) => `C${i}`).join('\t')
    expect(problemOf(new TextEncoder().encode(`${header}\nUser Name\tUser Type\n`))).toBe('too-many-columns')
    expect(problemOf(makeXlsx([Array.from({ length: 10_000 }, (_, i) => `C${i}`)]))).toBe('too-many-columns')
  })

  it('more rows than the limit', () => {
    const rows = `User Name\tUser Type\tUFLAG\n${'JKOWALSKI\tA\t0\n'.repeat(EXPORT_LIMITS.rows + 2)}`
    expect(problemOf(new TextEncoder().encode(rows))).toBe('too-many-rows')
  })
})

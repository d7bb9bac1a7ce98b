import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measureAnswers } from '@/components/ksc/evidence/measure-answers'
import { reportRequestSchema } from '@/lib/shared/contracts/ksc'
import { findingIds } from '@/lib/shared/contracts/ksc-evidence'
import { decisiveFindings } from '@/lib/browser/sap-exports/decisive-findings'
import { findEvidence, type CriticalSelection, type LoadedExport } from '@/lib/browser/sap-exports/evidence'
import { readExport } from '@/lib/browser/sap-exports/read-export'
import { measuredMarks } from '@/lib/server/domain/ksc/measured'
import { publicQuestionnaire } from '@/lib/server/domain/ksc/public-questionnaire'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'

// From exports to findings, from findings to answers, and what the report request may say about them.

const AS_OF = Date.UTC(2026, 10, 20)
const load = (path: string, selection: CriticalSelection = null, system: string | null = null): LoadedExport => ({
  id: system ? `${system}:${path}` : path,
  asOf: AS_OF,
  selection,
  system,
  read: readExport(new Uint8Array(readFileSync(path))),
})
const loadText = (id: string, text: string): LoadedExport => ({
  id,
  asOf: AS_OF,
  selection: null,
  system: null,
  read: readExport(new TextEncoder().encode(text)),
})
const F = 'tests/fixtures/sap-exports/'
const byId = (evidence: ReturnType<typeof findEvidence>) =>
  Object.fromEntries(evidence.findings.map((f) => [f.id, f.figures]))
const ids = (evidence: ReturnType<typeof findEvidence>) => evidence.findings.map((f) => f.id)

describe('findings, with the counts behind them', () => {
  it('RSUSR002 selected by SAP_ALL: three unlocked, valid dialog users and two technical ones hold it', () => {
    const found = byId(findEvidence([load('public/ksc-samples/rsusr002-sap-all.txt', 'SAP_ALL')], 30))
    expect(found['critical-open-dialog-several']).toEqual({
      'users-read': 9,
      'critical-holders': 9,
      'critical-open-dialog': 3,
      'critical-open-technical': 2,
      'sap-new-holders': 0,
    })
    expect(found['critical-open-technical']).toBeDefined()
  })

  it('the same list selected by no profile says nothing about SAP_ALL', () => {
    expect(findEvidence([load('public/ksc-samples/rsusr002-sap-all.txt')], 30).findings).toEqual([])
  })

  it('USR02 joined with UST04: the unlocked SAP_ALL and SAP_NEW dialog users, and the dormant ones, never-used included', () => {
    const evidence = findEvidence([load(`${F}usr02-se16.txt`), load(`${F}ust04-se16.tsv`)], 30)
    const found = byId(evidence)
    // ADMIN_BASIS and JNOWAK (SAP_ALL) and PZIELINSKI (SAP_NEW) can log on; EMERG_SAPALL and DDIC are locked.
    expect(found['critical-open-dialog-several']).toMatchObject({
      'critical-holders': 5,
      'critical-open-dialog': 3,
      'sap-new-holders': 1,
    })
    // PZIELINSKI last logged on in March 2025; JNOWAK never did; TNOWY never did either, but was created this month.
    expect(found['dormant-open-dialog']).toEqual({
      'users-read': 11,
      'dormant-open-dialog': 2,
      'never-logged-on': 1,
      'dormant-days': 180,
    })
    expect(evidence.items.dormant).toEqual([
      { name: 'JNOWAK', system: null, client: '100', lastLogon: null },
      { name: 'PZIELINSKI', system: null, client: '100', lastLogon: Date.UTC(2025, 2, 14) },
    ])
    expect(evidence.items.critical).toEqual([
      { name: 'ADMIN_BASIS', system: null, client: '100', type: 'A', profiles: ['SAP_ALL'] },
      { name: 'JNOWAK', system: null, client: '100', type: 'A', profiles: ['SAP_ALL'] },
      { name: 'PZIELINSKI', system: null, client: '100', type: 'A', profiles: ['SAP_NEW'] },
    ])
  })

  it('lock icons: the three users RSUSR002 shows unlocked (@07@) hold SAP_ALL and can log on', () => {
    const evidence = findEvidence([load(`${F}rsusr002-icons.txt`, 'SAP_ALL')], 30)
    expect(byId(evidence)['critical-open-dialog-several']).toMatchObject({
      'users-read': 6,
      'critical-open-dialog': 3,
    })
    expect(evidence.items.critical.map((u) => u.name)).toEqual(['ADMIN_BASIS', 'JKOWALSKI', 'JNOWAK'])
  })

  it('the same client in two lists is counted once: RSUSR002 (no client column) and USR02 of client 100', () => {
    const found = byId(
      findEvidence(
        [load(`${F}rsusr002-icons.txt`, 'SAP_ALL'), load(`${F}usr02-se16.txt`), load(`${F}ust04-se16.tsv`)],
        30,
      ),
    )
    // 11 users in USR02, the six of RSUSR002 among them; SAP_ALL by selection or UST04, SAP_NEW by UST04.
    expect(found['critical-open-dialog-several']).toMatchObject({
      'users-read': 11,
      'critical-holders': 7,
      'critical-open-dialog': 4,
    })
  })

  it('one client of two systems: counted once while no system is named, apart once the visitor names them', () => {
    const files = (prd: string | null, qas: string | null) => [
      load(`${F}usr02-se16.txt`, null, prd),
      load(`${F}ust04-se16.tsv`, null, prd),
      load(`${F}rsusr002-icons.txt`, 'SAP_ALL', qas),
      load(`${F}rsusr003-en.txt`, null, prd),
      load(`${F}rsusr003-en.txt`, null, qas),
    ]
    const unnamed = findEvidence(files(null, null), 30)
    expect(byId(unnamed)['critical-open-dialog-several']).toMatchObject({ 'users-read': 11, 'critical-holders': 7 })
    expect(byId(unnamed)['standard-users-known-password']).toMatchObject({ 'standard-users-read': 7 })

    // QAS's RSUSR002 names no client, and QAS has no other list to take one from.
    const named = findEvidence(files('PRD', 'QAS'), 30)
    expect(byId(named)['critical-open-dialog-several']).toMatchObject({
      'users-read': 17,
      'critical-holders': 11,
      'critical-open-dialog': 6,
    })
    expect(byId(named)['standard-users-known-password']).toEqual({
      'standard-users-read': 14,
      'standard-users-known-password': 4,
    })
    expect(named.items.critical.filter((u) => u.name === 'JNOWAK')).toEqual([
      { name: 'JNOWAK', system: 'PRD', client: '100', type: 'A', profiles: ['SAP_ALL'] },
      { name: 'JNOWAK', system: 'QAS', client: null, type: 'A', profiles: ['SAP_ALL'] },
    ])
    // RSUSR008_009_NEW takes type and lock from the user list of its own system only.
    const auth = (system: string) =>
      findEvidence([load(`${F}rsusr008-009-new-en.txt`, null, system), load(`${F}usr02-se16.txt`, null, 'PRD')], 30)
    expect(auth('PRD').items.criticalAuth.find((u) => u.name === 'RFC_BW_PRD')).toMatchObject({ logsOn: true })
    expect(auth('QAS').items.criticalAuth.find((u) => u.name === 'RFC_BW_PRD')).toMatchObject({ logsOn: null })
  })

  it('USR02 from SE16 is a table, not a selection: the profile question is not asked of it', () => {
    const read = load(`${F}usr02-se16.txt`).read
    expect(read.facts.kind === 'users' && read.facts.asksSelection).toBe(false)
  })

  it('one locked SAP_ALL holder is what SAP recommends', () => {
    const found = ids(findEvidence([load(`${F}users-pl.tsv`, 'SAP_ALL')], 30))
    expect(found).toEqual(['critical-locked-several'])
  })

  it('RSPARAM: weak logon parameters, SNC not enforced, the audit log off; at secure values, nothing weak', () => {
    const sample = byId(findEvidence([load('public/ksc-samples/rsparam.txt')], 30))
    expect(Object.keys(sample)).toEqual(['logon-parameters-weak', 'snc-not-enforced', 'audit-log-off'])
    // login/fails_to_user_lock is judged too now (5 meets 1-5): six logon parameters, one of them weak.
    expect(sample['logon-parameters-weak']).toEqual({ 'parameters-checked': 6, 'parameters-secure': 5 })
    const secure = ids(findEvidence([load(`${F}rsparam-de.tsv`)], 30))
    expect(secure).toEqual(['snc-enforced', 'audit-log-on'])
  })

  it('RSPARAM as an administrator has it: every security parameter judged against SAP, or read and not judged', () => {
    const evidence = findEvidence([load(`${F}rsparam-weak.txt`)], 30)
    const verdict = Object.fromEntries(evidence.items.parameters.map((p) => [p.name, [p.value, p.verdict]]))
    expect(verdict).toEqual({
      'auth/rfc_authority_check': ['0', 'weak'],
      'gw/acl_mode': ['1', 'secure'],
      'gw/reg_info': ['$(DIR_DATA)/reginfo', 'not-judged'],
      'gw/reg_no_conn_info': ['1', 'secure'],
      'gw/sec_info': ['$(DIR_DATA)/secinfo', 'not-judged'],
      'gw/sim_mode': ['0', 'secure'],
      'login/fails_to_user_lock': ['10', 'weak'],
      'login/min_password_lng': ['8', 'secure'],
      'login/password_max_idle_initial': ['0', 'not-judged'],
      'login/password_max_idle_productive': ['0', 'weak'],
      'rec/client': ['OFF', 'not-judged'],
      'rsau/enable': ['1', 'secure'],
      'snc/enable': ['1', 'secure'],
      'snc/accept_insecure_gui': ['1', 'weak'],
    })
    expect(evidence.items.parameters.find((p) => p.name === 'login/fails_to_user_lock')).toMatchObject({
      expected: { en: '1-5' },
      why: { en: expect.stringMatching(/guessing/) },
    })
    expect(evidence.items.parameters.find((p) => p.name === 'rec/client')?.why.en).toMatch(/policy/)
    const found = byId(evidence)
    expect(found['rfc-authority-check-off']).toEqual({ 'parameters-checked': 1, 'parameters-secure': 0 })
    expect(found['logon-parameters-weak']).toEqual({ 'parameters-checked': 3, 'parameters-secure': 1 })
    expect(ids(evidence)).toEqual([
      'logon-parameters-weak',
      'snc-not-enforced',
      'audit-log-on',
      'rfc-authority-check-off',
    ])
  })

  it('RFC callbacks and self-trust are judged against the baseline apart from the S_RFC check, which alone says "off"', () => {
    const rsparam = [
      'Parameter Name\tUser-Defined Value\tSystem Default Value',
      'auth/rfc_authority_check\t\t6',
      'rfc/callback_security_method\t\t1',
      'rfc/selftrust\t1\t0',
      'ms/acl_info\t\t/usr/sap/PRD/SYS/global/ms_acl_info',
      'gw/monitor\t\t1',
    ].join('\r\n')
    const evidence = findEvidence([loadText('rsparam.tsv', rsparam)], 30)
    const verdict = Object.fromEntries(evidence.items.parameters.map((p) => [p.name, p.verdict]))
    expect(verdict).toEqual({
      'auth/rfc_authority_check': 'secure',
      'gw/monitor': 'secure',
      'ms/acl_info': 'not-judged',
      'rfc/callback_security_method': 'weak',
      'rfc/selftrust': 'weak',
    })
    expect(ids(evidence)).not.toContain('rfc-authority-check-off')
  })

  it('RSUSR200 (users by logon date): dormant dialog users, the one never logged on among them; no profile asked', () => {
    const list = load(`${F}rsusr200-en.txt`)
    expect(list.read).toMatchObject({ kind: 'users', facts: { asksSelection: false, hasLastLogon: true } })
    const evidence = findEvidence([list], 30)
    expect(byId(evidence)['dormant-open-dialog']).toEqual({
      'users-read': 5,
      'dormant-open-dialog': 2,
      'never-logged-on': 1,
      'dormant-days': 180,
    })
    expect(evidence.items.dormant.map((u) => [u.name, u.lastLogon])).toEqual([
      ['JNOWAK', null],
      ['PZIELINSKI', Date.UTC(2025, 2, 14)],
    ])
  })

  it('RSUSR003: unlocked standard users with a known default password, per client', () => {
    const evidence = findEvidence([load(`${F}rsusr003-en.txt`)], 30)
    expect(byId(evidence)['standard-users-known-password']).toEqual({
      'standard-users-read': 7,
      'standard-users-known-password': 2,
    })
    expect(
      evidence.items.standard.filter((u) => u.knownPassword && !u.locked).map((u) => `${u.client}/${u.name}`),
    ).toEqual(['000/DDIC', '100/SAPCPIC'])
  })

  it('an SM20 extract: the log records events, whatever rsau/enable says in RSPARAM', () => {
    const evidence = findEvidence([load('public/ksc-samples/rsparam.txt'), load(`${F}sm20-extract.tsv`)], 30)
    expect(byId(evidence)['audit-log-records']).toEqual({ 'audit-events-read': 4, 'audit-days': 3 })
    expect(ids(evidence)).not.toContain('audit-log-off')
  })

  it.each([
    [30, 'notes-overdue', 2],
    [400, 'notes-overdue', 1],
    [600, 'notes-on-time', 0],
  ])('notes against a cycle of %i days: %s (%i overdue)', (days, id, overdue) => {
    const [finding] = findEvidence([load(`${F}sysrec-notes-de.tsv`)], days).findings
    expect(finding).toMatchObject({
      id,
      figures: { 'notes-read': 5, 'notes-overdue': overdue, 'patch-cycle-days': days },
    })
  })

  it('RSUSR008_009_NEW alone lists the holders but cannot tell who logs on; with USR02 beside it, the open system user counts', () => {
    const alone = findEvidence([load(`${F}rsusr008-009-new-en.txt`)], 30)
    expect(alone.findings).toEqual([])
    expect(alone.items.criticalAuth.map((u) => [u.name, u.type, u.logsOn])).toEqual([
      ['ADMIN_BASIS', '?', null],
      ['DDIC', '?', null],
      ['JKOWALSKI', '?', null],
      ['KWOJCIK', '?', null],
      ['RFC_BW_PRD', '?', null],
    ])
    const joined = findEvidence([load(`${F}rsusr008-009-new-en.txt`), load(`${F}usr02-se16.txt`)], 30)
    expect(byId(joined)['critical-auth-open-technical']).toEqual({
      'critical-auth-users': 5,
      'critical-auth-open-technical': 1,
    })
    expect(joined.items.criticalAuth.map((u) => [u.name, u.client, u.type, u.logsOn])).toEqual([
      ['ADMIN_BASIS', '100', 'A', true],
      ['DDIC', '100', 'B', false],
      ['JKOWALSKI', '100', 'A', true],
      ['KWOJCIK', '100', 'A', false],
      ['RFC_BW_PRD', '100', 'B', true],
    ])
    // The same list added twice lists each holder once.
    const twice = findEvidence(
      [load(`${F}rsusr008-009-new-en.txt`), loadText('again', readFileSync(`${F}rsusr008-009-new-en.txt`, 'utf8'))],
      30,
    )
    expect(twice.items.criticalAuth).toHaveLength(5)
    const own = findEvidence([load(`${F}rsusr008-009-new-de.tsv`)], 30)
    expect(byId(own)['critical-auth-open-technical']).toEqual({
      'critical-auth-users': 2,
      'critical-auth-open-technical': 1,
    })
  })

  it('the gateway ACLs: one open permit in reginfo and one in secinfo make "open"; restricted rules only, "restricted"', () => {
    const both = findEvidence([load(`${F}reginfo.txt`), load(`${F}secinfo.txt`)], 30)
    expect(byId(both)['gateway-acl-open']).toEqual({ 'acl-permits': 6, 'acl-open-permits': 2 })
    expect(both.items.gatewayOpen).toEqual([
      { file: 'reginfo', line: 5, rule: 'P TP=* HOST=* ACCESS=* CANCEL=*' },
      { file: 'secinfo', line: 4, rule: 'P TP=*' },
    ])
    const restricted = '#VERSION=2\nP TP=SLD_UC HOST=sapsld01\nP TP=* HOST=internal,local\n'
    expect(byId(findEvidence([loadText('reginfo', restricted)], 30))).toEqual({
      'gateway-acl-restricted': { 'acl-permits': 2, 'acl-open-permits': 0 },
    })
  })

  it('RFCDES: the ABAP connections that log on as a named user are listed, and nothing is claimed of their passwords', () => {
    const evidence = findEvidence([load(`${F}rfcdes-se16.tsv`)], 30)
    expect(evidence.findings).toEqual([])
    expect(evidence.items.destinations.read).toBe(5)
    expect(evidence.items.destinations.namedUser.map((d) => [d.name, d.user, d.client, d.target])).toEqual([
      ['BWPCLNT100', 'RFC_BW', '100', 'BWP'],
      ['QASCLNT100', 'ADMIN_BASIS', '100', 'QAS'],
    ])
  })

  it("RSAUPROF: the filters, and the users SAP's baseline wants filtered in every client that no active filter is", () => {
    const evidence = findEvidence([load(`${F}rsauprof-se16.txt`)], 30)
    expect(evidence.findings).toEqual([])
    expect(evidence.items.auditFilters.filters).toHaveLength(5)
    // SAPCPIC's slot is inactive; SAP* is written SAP#* in a filter.
    expect(evidence.items.auditFilters.unfiltered).toEqual(['SAPCPIC'])
  })

  it('T000: the production client is open to changes', () => {
    expect(byId(findEvidence([load(`${F}t000-se16.txt`)], 30))['production-client-open']).toEqual({
      'production-clients': 1,
      'production-clients-open': 1,
    })
  })
})

describe('answers from findings: an option is chosen only when the export proves all of it', () => {
  const pq = publicQuestionnaire('en')
  const files = [{ id: 'public/ksc-samples/rsparam.txt', name: 'rsparam.txt', date: AS_OF }]
  const findings = findEvidence([load('public/ksc-samples/rsparam.txt')], 30).findings
  const measure = (loaded: LoadedExport[], answers: Record<string, number> = {}) =>
    measureAnswers(pq, findEvidence(loaded, 30).findings, [], answers)

  it.each(findingIds)(
    '%s marks the questions it measures, chooses only an answer it proves whole, clears only those it contradicts',
    (id) => {
      const questions = pq.areas.flatMap((a) => a.questions).filter((q) => q.measured?.[id])
      expect(questions.length).toBeGreaterThan(0)
      const finding = { id, kinds: ['users' as const], files: [], figures: {} }
      for (const q of questions) {
        const fits = q.measured![id]!
        const chooses = decisiveFindings.includes(id) && fits.length === 1
        const fresh = measureAnswers(pq, [finding], [], {})
        expect(fresh.marks[q.id]?.finding).toBe(id)
        expect(fresh.answers[q.id]).toBe(chooses ? fits[0] : undefined)
        q.options.forEach((_, i) => {
          const answer = measureAnswers(pq, [finding], [], { [q.id]: i }).answers[q.id]
          expect(answer).toBe(chooses ? fits[0] : fits.includes(i) ? i : undefined)
        })
      }
    },
  )

  it('parameters mark the questions they measure and choose none of their answers', () => {
    const fresh = measureAnswers(pq, findings, files, {})
    expect(fresh.answers).toEqual({})
    expect(Object.keys(fresh.marks).sort()).toEqual(['cry-snc-tls', 'hyg-sap-baseline', 'rep-security-audit-log'])
    expect(fresh.marks['cry-snc-tls']).toMatchObject({ finding: 'snc-not-enforced', files: [{ name: 'rsparam.txt' }] })
  })

  it("keeps the visitor's answer the finding fits, and clears one it contradicts", () => {
    expect(measureAnswers(pq, findings, files, { 'cry-snc-tls': 1 }).answers['cry-snc-tls']).toBe(1)
    expect(measureAnswers(pq, findings, files, { 'cry-snc-tls': 3 }).answers).not.toHaveProperty('cry-snc-tls')
  })

  it('secure rsau/* values do not choose the SIEM answer, nor any other', () => {
    expect(measure([load(`${F}rsparam-de.tsv`)]).answers).not.toHaveProperty('rep-security-audit-log')
  })

  it('logon parameters do not answer whether shared accounts are used', () => {
    expect(measure([load('public/ksc-samples/rsparam.txt')]).answers).not.toHaveProperty('hyg-sap-baseline')
  })

  it('SNC parameters of one server claim neither TLS nor all systems', () => {
    expect(measure([load(`${F}rsparam-de.tsv`)]).answers).not.toHaveProperty('cry-snc-tls')
  })

  it('T000 does not answer who imports transports', () => {
    const { answers, marks } = measure([load(`${F}t000-se16.txt`)])
    expect(answers).not.toHaveProperty('dev-transport-control')
    expect(marks['dev-transport-control']?.finding).toBe('production-client-open')
  })

  it('several unlocked SAP_ALL dialog users prove "at least one dialog user holds them"; technical holders likewise', () => {
    const { answers } = measure([load(`${F}rsusr002-icons.txt`, 'SAP_ALL')])
    expect(answers['acc-sap-all-production']).toBe(0)
    const sample = measure([load('public/ksc-samples/rsusr002-sap-all.txt', 'SAP_ALL')])
    expect(sample.answers).toMatchObject({ 'acc-sap-all-production': 0, 'acc-rfc-trusted-technical': 0 })
  })

  it('one locked holder rules out the worse answers but does not claim the logging of unlocks', () => {
    const { answers, marks } = measure([load(`${F}users-pl.tsv`, 'SAP_ALL')], { 'acc-sap-all-production': 0 })
    expect(marks['acc-sap-all-production']?.finding).toBe('critical-locked-several')
    expect(answers['acc-sap-all-production']).toBe(0)
  })

  it('RSUSR003 marks the baseline question and clears "standard users are locked", but does not answer shared accounts', () => {
    const { answers, marks } = measure([load(`${F}rsusr003-en.txt`)], { 'hyg-sap-baseline': 2 })
    expect(marks['hyg-sap-baseline']?.finding).toBe('standard-users-known-password')
    expect(answers).not.toHaveProperty('hyg-sap-baseline')
  })

  it('events in SM20 clear "it is not enabled" and choose none of the enabled answers', () => {
    const { answers, marks } = measure([load(`${F}sm20-extract.tsv`)], { 'rep-security-audit-log': 0 })
    expect(marks['rep-security-audit-log']?.finding).toBe('audit-log-records')
    expect(answers).not.toHaveProperty('rep-security-audit-log')
  })

  it('an open gateway rule clears "yes" and chooses neither "not used" nor "open entries"; restricted rules clear "not used"', () => {
    const open = measure([load(`${F}reginfo.txt`)], { 'hyg-gateway-msgserver': 3 })
    expect(open.marks['hyg-gateway-msgserver']?.finding).toBe('gateway-acl-open')
    expect(open.answers).not.toHaveProperty('hyg-gateway-msgserver')
    expect(measure([load(`${F}reginfo.txt`)], { 'hyg-gateway-msgserver': 1 }).answers['hyg-gateway-msgserver']).toBe(1)
    const restricted = loadText('secinfo', '#VERSION=2\nP USER=RFC_BW USER-HOST=sapbw01 HOST=sapbw01 TP=bwextract\n')
    expect(measure([restricted], { 'hyg-gateway-msgserver': 0 }).answers).not.toHaveProperty('hyg-gateway-msgserver')
    expect(measure([restricted], { 'hyg-gateway-msgserver': 3 }).answers['hyg-gateway-msgserver']).toBe(3)
    // RSPARAM's gw/acl_mode = 0 allows less than a restricted file of one instance: it marks the question.
    const both = measure([restricted, loadText('rsparam', 'Parameter Name\tSystem Default Value\ngw/acl_mode\t0\n')])
    expect(both.marks['hyg-gateway-msgserver']?.finding).toBe('gateway-acl-off')
  })

  it('an open system user with critical authorisations clears "authorisations are limited" and chooses nothing', () => {
    const loaded = [load(`${F}rsusr008-009-new-en.txt`), load(`${F}usr02-se16.txt`)]
    const { answers, marks } = measure(loaded, { 'acc-rfc-trusted-technical': 2 })
    expect(marks['acc-rfc-trusted-technical']).toMatchObject({
      finding: 'critical-auth-open-technical',
      kinds: ['critical-authorizations', 'users'],
    })
    expect(answers).not.toHaveProperty('acc-rfc-trusted-technical')
  })

  it('the server keeps a mark only where the answer given fits its finding', () => {
    const answers = { 'cry-snc-tls': 2, 'hyg-sap-baseline': 1, 'rep-security-audit-log': 0 }
    const { marks } = measureAnswers(pq, findings, files, answers)
    const sent = Object.fromEntries(
      Object.entries(marks).map(([id, { finding, kinds, figures }]) => [id, { finding, kinds, figures }]),
    )
    expect(Object.keys(measuredMarks(sent, answers, questionnaire())).sort()).toEqual(Object.keys(sent).sort())
    expect(measuredMarks(sent, { ...answers, 'cry-snc-tls': 3 }, questionnaire())).not.toHaveProperty('cry-snc-tls')
    expect(measuredMarks({ 'gov-management-approval': sent['cry-snc-tls']! }, answers, questionnaire())).toEqual({})
  })
})

describe('the report request: measured marks are fixed identifiers and integers only', () => {
  const base = { answers: { 'cry-snc-tls': 2 }, email: 'a@example.com', gdpr: 'on' }
  const mark = { finding: 'snc-not-enforced', kinds: ['parameters'], figures: { 'parameters-checked': 3 } }

  it('accepts a mark', () => {
    expect(reportRequestSchema.safeParse({ ...base, measured: { 'cry-snc-tls': mark } }).success).toBe(true)
    expect(reportRequestSchema.safeParse(base).success).toBe(true)
  })

  it.each([
    ['a finding we do not know', { ...mark, finding: 'Jan Kowalski has SAP_ALL' }],
    ['a kind we do not know', { ...mark, kinds: ['JKOWALSKI'] }],
    ['a figure label of its own', { ...mark, figures: { 'Call +48 600 000 000': 3 } }],
    ['a figure that is text', { ...mark, figures: { 'parameters-checked': 'three' } }],
    ['a fraction', { ...mark, figures: { 'parameters-checked': 2.5 } }],
    ['an extra field', { ...mark, file: 'rsparam.txt' }],
  ])('refuses %s', (_name, bad) => {
    const parsed = reportRequestSchema.safeParse({ ...base, measured: { 'cry-snc-tls': bad } })
    if (parsed.success) expect(JSON.stringify(parsed.data.measured)).not.toMatch(/rsparam|Kowalski|JKOWALSKI|\+48/)
    else expect(parsed.success).toBe(false)
  })

  it('refuses a question id that is free text', () => {
    expect(reportRequestSchema.safeParse({ ...base, measured: { 'Visit evil.example': mark } }).success).toBe(false)
  })
})

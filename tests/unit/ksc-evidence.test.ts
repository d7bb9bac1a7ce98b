import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { measureAnswers } from '@/components/ksc/evidence/measure-answers'
import { reportRequestSchema } from '@/lib/contracts/ksc'
import { findEvidence, type CriticalSelection, type LoadedExport } from '@/lib/sap-exports/evidence'
import { readExport } from '@/lib/sap-exports/read-export'
import { measuredMarks } from '@/lib/ksc/measured'
import { publicQuestionnaire } from '@/lib/ksc/public-questionnaire'
import { questionnaire } from '@/lib/ksc/questionnaire'

// From exports to findings, from findings to answers, and what the report request may say about them.

const AS_OF = Date.UTC(2026, 10, 20)
const load = (path: string, selection: CriticalSelection = null): LoadedExport => ({
  id: path,
  asOf: AS_OF,
  selection,
  read: readExport(new Uint8Array(readFileSync(path))),
})
const F = 'tests/fixtures/sap-exports/'
const byId = (findings: ReturnType<typeof findEvidence>) => Object.fromEntries(findings.map((f) => [f.id, f.figures]))

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
    expect(findEvidence([load('public/ksc-samples/rsusr002-sap-all.txt')], 30)).toEqual([])
  })

  it('USR02 joined with UST04: the one unlocked SAP_ALL dialog user, the SAP_NEW holder, and the dormant users', () => {
    const found = byId(findEvidence([load(`${F}usr02-se16.txt`), load(`${F}ust04-se16.tsv`)], 30))
    // ADMIN_BASIS (SAP_ALL) and PZIELINSKI (SAP_NEW) can log on; EMERG_SAPALL is locked; DDIC is a system user, locked.
    expect(found['critical-open-dialog-several']).toMatchObject({
      'critical-holders': 4,
      'critical-open-dialog': 2,
      'sap-new-holders': 1,
    })
    expect(found['dormant-open-dialog']).toEqual({ 'users-read': 9, 'dormant-open-dialog': 1, 'dormant-days': 180 })
  })

  it('one locked SAP_ALL holder is what SAP recommends', () => {
    const found = findEvidence([load(`${F}users-pl.tsv`, 'SAP_ALL')], 30).map((f) => f.id)
    expect(found).toEqual(['critical-locked-several'])
  })

  it('RSPARAM: weak logon parameters, SNC not enforced, the audit log off; at secure values, nothing weak', () => {
    const sample = byId(findEvidence([load('public/ksc-samples/rsparam.txt')], 30))
    expect(Object.keys(sample)).toEqual(['logon-parameters-weak', 'snc-not-enforced', 'audit-log-off'])
    expect(sample['logon-parameters-weak']).toEqual({ 'parameters-checked': 5, 'parameters-secure': 4 })
    const secure = findEvidence([load(`${F}rsparam-de.tsv`)], 30).map((f) => f.id)
    expect(secure).toEqual(['snc-enforced', 'audit-log-on'])
  })

  it.each([
    [30, 'notes-overdue', 2],
    [400, 'notes-overdue', 1],
    [600, 'notes-on-time', 0],
  ])('notes against a cycle of %i days: %s (%i overdue)', (days, id, overdue) => {
    const [finding] = findEvidence([load(`${F}sysrec-notes-de.tsv`)], days)
    expect(finding).toMatchObject({
      id,
      figures: { 'notes-read': 5, 'notes-overdue': overdue, 'patch-cycle-days': days },
    })
  })

  it('T000: the production client is open to changes', () => {
    expect(byId(findEvidence([load(`${F}t000-se16.txt`)], 30))['production-client-open']).toEqual({
      'production-clients': 1,
      'production-clients-open': 1,
    })
  })
})

describe('answers from findings', () => {
  const pq = publicQuestionnaire('en')
  const files = [{ id: 'public/ksc-samples/rsparam.txt', name: 'rsparam.txt', date: AS_OF }]
  const findings = findEvidence([load('public/ksc-samples/rsparam.txt')], 30)

  it("takes the best option the finding fits, and keeps the visitor's answer when it fits too", () => {
    const fresh = measureAnswers(pq, findings, files, {})
    expect(fresh.answers).toMatchObject({ 'hyg-sap-baseline': 1, 'cry-snc-tls': 2, 'rep-security-audit-log': 0 })
    expect(fresh.marks['cry-snc-tls']).toMatchObject({ finding: 'snc-not-enforced', files: [{ name: 'rsparam.txt' }] })
    expect(measureAnswers(pq, findings, files, { 'cry-snc-tls': 1 }).answers['cry-snc-tls']).toBe(1)
    expect(measureAnswers(pq, findings, files, { 'cry-snc-tls': 3 }).answers['cry-snc-tls']).toBe(2)
  })

  it('the server keeps a mark only where the answer given fits its finding', () => {
    const { answers, marks } = measureAnswers(pq, findings, files, {})
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

import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { EntityType } from '@/lib/shared/contracts/ksc'
import { binds, classify } from '@/lib/shared/ksc/classify-entity'
import { questionnaireLength } from '@/lib/server/domain/ksc/questionnaire-length'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { questionnaireSchema, type Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import { scoreAnswers } from '@/lib/server/domain/ksc/score'
import {
  financialInsurer,
  importantChemicals,
  keyEntity,
  groupProvider,
  keyWaterCompany,
  outsideCompany,
  runsSapForOthers,
  smallProvider,
} from '../support/ksc-profiles'

const real = questionnaire()
const l = (s: string) => ({ pl: s, en: s })
const option = (points: number, extra: { dontKnow?: true; na?: true } = {}) => ({
  label: l(`p${points}${Object.keys(extra).join('')}`),
  points,
  ...extra,
})
/** An option below the best, with its own step. */
const step = (id: string, points: number) => ({ ...option(points), do: l(`${id} from ${points}`), days: 2 })
const action = { owner: 'basis', clause: '21(2)(i)', ir: '11.3', proof: l('RSUSR002') }
const dk = option(0, { dontKnow: true })

// Three areas (weights 1, 3 and 1); b1 is a key measure passing at 3 points; c1 is asked only with a Java stack.
// The scope, entity types and landscape are the real ones.
const fixture: Questionnaire = questionnaireSchema.parse({
  ...real,
  // The must-dos that rest on the scope alone: the others name questions of the real questionnaire.
  mustDo: real.mustDo.filter((m) => !m.questions),
  areas: [
    { id: 'a', clause: '21(2)(a)', dora: '6', weight: 1, name: l('A') },
    { id: 'b', clause: '21(2)(i)', dora: '9', weight: 3, name: l('B') },
    { id: 'c', clause: '21(2)(e)', dora: '9', weight: 1, name: l('C') },
  ],
  questions: [
    {
      id: 'a1',
      area: 'a',
      text: l('a1'),
      options: [step('a1', 0), step('a1', 2), option(4), option(0, { na: true }), dk],
      action,
    },
    { id: 'a2', area: 'a', text: l('a2'), options: [step('a2', 0), option(4)], action },
    {
      id: 'b1',
      area: 'b',
      text: l('b1'),
      key: { pass: 3, name: l('B1') },
      options: [step('b1', 0), step('b1', 1), step('b1', 3), option(4), dk],
      action,
    },
    { id: 'b2', area: 'b', text: l('b2'), options: [step('b2', 0), option(4)], action },
    { id: 'c1', area: 'c', when: 'java', text: l('c1'), options: [step('c1', 0), option(4)], action },
  ],
})

const noJava = { 'land-java': 1 }
const score = (answers: Record<string, number>) => scoreAnswers(answers, 'en', fixture)

describe('scoring, computed by hand', () => {
  it('nothing answered: no score or level, every question asked (an unanswered landscape asks all) and unknown, the key measure not established rather than failed', () => {
    const r = score({})
    expect(r).toMatchObject({
      score: null,
      level: null,
      levelName: null,
      capped: false,
      unanswered: 5,
      unknownShare: 100,
      notApplicable: 0,
      actions: [],
      failedKeyMeasures: [],
    })
    expect(r.unknownKeyMeasures.map((m) => m.id)).toEqual(['b1'])
    expect(r.areas.map((a) => [a.score, a.status])).toEqual([
      [null, 'not-established'],
      [null, 'not-established'],
      [null, 'not-established'],
    ])
  })

  it('without a Java stack c1 is not asked: its area leaves the score, 100 and managed with the rest at best', () => {
    const r = score({ ...noJava, a1: 2, a2: 1, b1: 3, b2: 1 })
    expect(r).toMatchObject({
      score: 100,
      level: 'managed',
      capped: false,
      unanswered: 0,
      notApplicable: 1,
      weakestAreas: [],
      failedKeyMeasures: [],
      actions: [],
    })
    expect(r.areas[2]).toMatchObject({ id: 'c', score: null, applicable: 0, total: 1 })
  })

  it('"not applicable" leaves the denominator: a1 n/a + a2 best = A 100, B (3 + 0) / 8 = 37.5; overall (100x1 + 37.5x3) / 4 = 53.1 -> 53', () => {
    const na = score({ ...noJava, a1: 3, a2: 1, b1: 2, b2: 0 })
    expect(na.areas[0]).toMatchObject({ score: 100, status: 'scored', answered: 1, applicable: 1, total: 2 })
    expect(na).toMatchObject({ score: 53, notApplicable: 2, unanswered: 0 })
    // The same with a1 at its worst: A (0 + 4) / 8 = 50, overall (50 + 112.5) / 4 = 40.6 -> 41.
    expect(score({ ...noJava, a1: 0, a2: 1, b1: 2, b2: 0 })).toMatchObject({ score: 41, notApplicable: 1 })
  })

  it('a failed key measure caps the level and says so: A 100, B (1 + 4) / 8 = 62.5, (100 + 187.5) / 4 = 71.875 -> 72, developing', () => {
    const r = score({ ...noJava, a1: 2, a2: 1, b1: 1, b2: 1 })
    expect(r).toMatchObject({ score: 72, level: 'developing', capped: true })
    expect(r.failedKeyMeasures).toEqual([{ id: 'b1', text: 'B1' }])
  })

  it('with the key measure met nothing caps: B (3 + 4) / 8 = 87.5, (100 + 262.5) / 4 = 90.6 -> 91, managed', () => {
    expect(score({ ...noJava, a1: 2, a2: 1, b1: 2, b2: 1 })).toMatchObject({
      score: 91,
      level: 'managed',
      capped: false,
      failedKeyMeasures: [],
    })
  })

  it('priorities: the failed key measure first, then the largest weighted gaps; a next-to-best answer is an improvement, never a 90-day task', () => {
    // A = (2 + 0) / 8 = 25, B = 1/8 = 12.5. Gaps: 100 x weight x (4 - points) / (5 x 4 x applicable in area):
    // b1 100x3x3/(4x4x2) = 28.125, b2 100x3x4/32 = 37.5, a2 100x1x4/32 = 12.5, a1 100x1x2/32 = 6.25.
    const r = score({ ...noJava, a1: 1, a2: 0, b1: 1, b2: 0 })
    // (25 x 1 + 12.5 x 3) / 4 = 15.6 -> 16.
    expect(r.score).toBe(16)
    expect(r.actions.map((a) => [a.id, a.key, a.gap, a.plan])).toEqual([
      ['b1', true, 28.1, '90d'],
      ['b2', false, 37.5, '90d'],
      ['a2', false, 12.5, '90d'],
      ['a1', false, 6.3, 'improve'],
    ])
    expect(r.actions[0]).toMatchObject({
      do: 'b1 from 1',
      owner: 'SAP Basis team',
      days: 2,
      state: 'partial',
      clause: 'NIS2 Art. 21(2)(i)',
    })
    expect(r.effort).toEqual([
      { plan: '90d', items: 3, days: 6, tools: [] },
      { plan: '12m', items: 0, days: 0, tools: [] },
      { plan: 'improve', items: 1, days: 2, tools: [] },
    ])
  })

  it('each answer has its own step: the same question from another answer says something else', () => {
    expect(score({ ...noJava, b1: 0 }).actions.find((a) => a.id === 'b1')!.do).toBe('b1 from 0')
    expect(score({ ...noJava, b1: 2 }).actions.find((a) => a.id === 'b1')).toMatchObject({
      do: 'b1 from 3',
      plan: 'improve',
    })
    expect(score({ ...noJava, b1: 3 }).actions.find((a) => a.id === 'b1')).toBeUndefined()
    expect(score({ ...noJava, a1: 0 }).actions.find((a) => a.id === 'a1')).toMatchObject({
      do: 'a1 from 0',
      state: 'missing',
      plan: '90d',
    })
  })

  it('"don\'t know" and unanswered questions make the 30-day discovery plan, key measures first, each with an owner and effort; none is an action', () => {
    const r = score({ ...noJava, a1: 4, a2: 1, b2: 1, b1: 4 })
    // One unknown of two is more than 30 %: area A is not established, never "50" nor "0".
    expect(r.areas[0]).toMatchObject({ score: null, status: 'not-established', answered: 2, unknown: 1 })
    expect(r).toMatchObject({ score: null, level: null, unknownShare: 50, failedKeyMeasures: [] })
    expect(r.toFindOut).toEqual([
      { id: 'b1', proof: 'RSUSR002', key: true, why: 'not-known', owner: 'SAP Basis team', days: 0.5 },
      { id: 'a1', proof: 'RSUSR002', key: false, why: 'not-known', owner: 'SAP Basis team', days: 0.5 },
    ])
    expect(r.discovery).toEqual([{ owner: 'SAP Basis team', items: 2, days: 1 }])
    expect(r.actions.map((a) => a.id)).toEqual([])
    expect(score({ ...noJava, a1: 2, a2: 1, b2: 1 }).toFindOut).toEqual([
      { id: 'b1', proof: 'RSUSR002', key: true, why: 'unanswered', owner: 'SAP Basis team', days: 0.5 },
    ])
  })

  it('scores while at most 30 % of the answers are unknown, the unknown key measure capping the level; above it, no score', () => {
    // Five questions with c1 (Java): one unknown (20 %) in area C alone would leave C unscored, so b1 is it.
    const withJava = { 'land-java': 0, a1: 2, a2: 1, b2: 1, c1: 1 }
    const one = score({ ...withJava, b1: 4 })
    // B: one of two unknown, not established; A 100 and C 100 are scored: (100 + 100) / 2 = 100, capped.
    expect(one).toMatchObject({ score: 100, unknownShare: 20, level: 'developing', capped: true })
    expect(one.unknownKeyMeasures.map((m) => m.id)).toEqual(['b1'])
    expect(one.areas[1]).toMatchObject({ status: 'not-established', score: null })
    const two = score({ ...withJava, b1: 4, c1: undefined as unknown as number })
    expect(two).toMatchObject({ score: null, level: null, unknownShare: 40 })
  })

  it('skips unknown question ids and out-of-range indexes', () => {
    const r = score({ ...noJava, a1: 9, zz: 1, a2: 1 })
    expect(r.unanswered).toBe(3)
    expect(r.areas[0]).toMatchObject({ score: null, status: 'not-established', answered: 1, unknown: 1 })
  })

  it('the weakest areas put areas of several questions first: C (one question) at 0 comes after A (two) at 25', () => {
    // A (2 + 0) / 8 = 25, B 0, C 0 with its one question; by score alone C would come before A.
    const r = score({ 'land-java': 0, a1: 1, a2: 0, b1: 0, b2: 0, c1: 0 })
    expect(r.weakestAreas.map((a) => [a.id, a.score])).toEqual([
      ['b', 0],
      ['a', 25],
      ['c', 0],
    ])
  })

  it("cites articles in each language's style", () => {
    const pl = scoreAnswers({ ...noJava, b1: 1 }, 'pl', fixture)
    expect(pl.areas[1]!.clause).toBe('art. 21 ust. 2 lit. i NIS2')
    expect(pl.actions[0]).toMatchObject({ clause: 'art. 21 ust. 2 lit. i NIS2' })
    const dora = scoreAnswers({ ...noJava, 'scope-dora': 0, b1: 1 }, 'pl', fixture)
    expect(dora.actions[0]).toMatchObject({ clause: 'art. 9 DORA' })
  })
})

describe('the entity type from the scope answers (NIS2 art. 2-4)', () => {
  it.each([
    [
      { 'scope-sector': 'annex1', 'scope-size': 'large', 'scope-special': 'no', 'scope-dora': 'no' },
      'key',
      'annex1-large',
    ],
    [
      { 'scope-sector': 'annex1', 'scope-size': 'medium', 'scope-special': 'no', 'scope-dora': 'no' },
      'important',
      'annex1-medium',
    ],
    [
      { 'scope-sector': 'annex2', 'scope-size': 'large', 'scope-special': 'no', 'scope-dora': 'no' },
      'important',
      'annex2',
    ],
    [
      {
        'scope-sector': 'annex2',
        'scope-size': 'small',
        'scope-special': 'no',
        'scope-dora': 'no',
        'scope-group': 'no',
      },
      'outside',
      'small',
    ],
    [
      {
        'scope-sector': 'annex2',
        'scope-size': 'small',
        'scope-special': 'no',
        'scope-dora': 'no',
        'scope-group': 'counted',
      },
      'outside',
      'small',
    ],
    [
      {
        'scope-sector': 'annex1',
        'scope-size': 'small',
        'scope-special': 'no',
        'scope-dora': 'no',
        'scope-group': 'alone',
      },
      'legal-check',
      'group',
    ],
    [
      { 'scope-sector': 'annex1', 'scope-size': 'small', 'scope-special': 'no', 'scope-dora': 'no' },
      'legal-check',
      'unknown',
    ],
    [
      { 'scope-sector': 'none', 'scope-size': 'large', 'scope-special': 'no', 'scope-dora': 'no' },
      'outside',
      'no-sector',
    ],
    [
      { 'scope-sector': 'none', 'scope-size': 'small', 'scope-special': 'yes', 'scope-dora': 'no' },
      'legal-check',
      'special',
    ],
    [{ 'scope-sector': 'annex1', 'scope-size': 'large', 'scope-special': 'no', 'scope-dora': 'yes' }, 'dora', 'dora'],
    [
      { 'scope-sector': 'annex1', 'scope-size': 'unknown', 'scope-special': 'no', 'scope-dora': 'unknown' },
      'legal-check',
      'unknown',
    ],
    [
      { 'scope-sector': 'annex1', 'scope-size': 'large', 'scope-special': 'unknown', 'scope-dora': 'no' },
      'key',
      'annex1-large',
    ],
    [
      { 'scope-sector': 'annex2', 'scope-size': 'small', 'scope-special': 'unknown', 'scope-dora': 'no' },
      'legal-check',
      'unknown',
    ],
    [
      { 'scope-sector': 'annex1', 'scope-size': 'unknown', 'scope-special': 'no', 'scope-dora': 'no' },
      'legal-check',
      'unknown',
    ],
    [{}, 'legal-check', 'unknown'],
  ])('%o -> %s (%s)', (scope, type, reason) => {
    expect(classify(scope)).toEqual({ type, reasons: [reason] })
  })

  it('the group test: a medium entity of a high-criticality sector whose size leaves out its group stays important, with the reason that it may be key; a large one is key whatever the group', () => {
    const medium = { 'scope-sector': 'annex1', 'scope-size': 'medium', 'scope-special': 'no', 'scope-dora': 'no' }
    expect(classify({ ...medium, 'scope-group': 'alone' })).toEqual({
      type: 'important',
      reasons: ['annex1-medium', 'group'],
    })
    expect(classify({ ...medium, 'scope-group': 'unknown' })).toEqual({ type: 'important', reasons: ['annex1-medium'] })
    expect(classify({ ...medium, 'scope-size': 'large', 'scope-group': 'alone' })).toEqual({
      type: 'key',
      reasons: ['annex1-large'],
    })
  })

  it.each([
    ['annex1', 'large', 'key', 'annex1-large'],
    ['annex1', 'medium', 'important', 'annex1-medium'],
    ['annex2', 'large', 'important', 'annex2'],
  ])(
    'a special case never lowers the status: %s, %s, special case -> still %s, the reason says why it may be more',
    (sector, size, type, reason) => {
      expect(
        classify({ 'scope-sector': sector, 'scope-size': size, 'scope-special': 'yes', 'scope-dora': 'no' }),
      ).toEqual({ type, reasons: [reason, 'special'] })
    },
  )

  it('gives a key entity its duties with their articles, and a target level', () => {
    const answers = { 'scope-sector': 0, 'scope-size': 2, 'scope-special': 1, 'scope-dora': 1 }
    const { entity } = scoreAnswers(answers, 'pl')
    expect(entity).toMatchObject({ type: 'key', name: 'Podmiot kluczowy', target: 'managed' })
    for (const article of ['art. 23 ust. 4 NIS2', 'art. 34 ust. 4 NIS2', 'art. 32 NIS2'])
      expect(entity.duties.some((d) => d.basis.startsWith(article))).toBe(true)
    expect(entity.duties.find((d) => d.id === 'reporting')!.text).toContain(
      'w ciągu 24 godzin od powzięcia wiedzy o incydencie poważnym',
    )
    expect(entity.duties.every((d) => d.basis.includes('ustawa o KSC'))).toBe(true)
    // The personal liability of those who run it, on NIS2's own articles; the act's wording left to be confirmed.
    expect(entity.duties.find((d) => d.id === 'liability-key')).toMatchObject({
      basis: expect.stringContaining('art. 32 ust. 5 lit. b i ust. 6 NIS2'),
      text: expect.stringContaining('potwierdźcie w ogłoszonym tekście'),
    })
    expect(scoreAnswers({ ...answers, 'scope-size': 1 }, 'pl').entity.duties.map((d) => d.id)).not.toContain(
      'liability-key',
    )
  })

  it("a provider of SAP services is asked its own questions (customers' admin accounts, central trust, tenant isolation, contracts), and only a provider", () => {
    const provider = ['prov-customer-admin', 'prov-central-trust', 'prov-customer-contracts', 'prov-tenant-isolation']
    const worst = Object.fromEntries(real.questions.map((x) => [x.id, 0]))
    const asked = (land: Record<string, number>) =>
      scoreAnswers({ ...smallProvider, ...land, ...worst }, 'en').actions.map((a) => a.id)
    expect(asked(runsSapForOthers)).toEqual(expect.arrayContaining(provider))
    expect(asked({ 'land-provider': 1 }).filter((id) => id.startsWith('prov-'))).toEqual([])
    const contracts = scoreAnswers({ ...smallProvider, ...runsSapForOthers, ...worst }, 'pl').actions.find(
      (a) => a.id === 'prov-customer-contracts',
    )!
    expect(contracts).toMatchObject({
      owner: 'Umowy z klientami (dział prawny lub handlowy)',
      clause: 'art. 21 ust. 2 lit. d NIS2',
    })
  })

  it('a 30-person provider: outside the act on its own, a legal check as a company of a group whose size it left out', () => {
    expect(scoreAnswers(smallProvider, 'en').entity).toMatchObject({ type: 'outside' })
    const inGroup = scoreAnswers(groupProvider, 'en').entity
    expect(inGroup.type).toBe('legal-check')
    expect(inGroup.reasons.join(' ')).toContain('Recommendation 2003/361/EC')
  })
})

describe('the real questionnaire', () => {
  const at = (id: string, points: number) =>
    real.questions.find((x) => x.id === id)!.options.findIndex((o) => o.points === points && !o.dontKnow && !o.na)
  const middling = Object.fromEntries(real.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 3)]))

  it('a locked emergency user with SAP_ALL, as SAP recommends, passes the SAP_ALL key measure', () => {
    const answers = { ...middling, 'acc-sap-all-production': 2 }
    expect(real.questions.find((x) => x.id === 'acc-sap-all-production')!.options[2]!.label.en).toContain(
      'one locked emergency user',
    )
    expect(scoreAnswers(answers, 'en').failedKeyMeasures).toEqual([])
  })

  it('a realistic profile (SAP_ALL on dialog users, no patch cycle, no MFA) starts its plan with those key measures, not with a pentest', () => {
    const answers = {
      ...middling,
      'acc-sap-all-production': 0,
      'dev-security-notes': at('dev-security-notes', 0),
      'mfa-privileged-sap': 0,
      'eff-sap-pentest': 0,
      'cry-snc-tls': 0,
    }
    const r = scoreAnswers(answers, 'en')
    expect(
      r.actions
        .slice(0, 3)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['acc-sap-all-production', 'dev-security-notes', 'mfa-privileged-sap'])
    expect(r.actions.slice(0, 3).every((a) => a.key && a.plan === '90d')).toBe(true)
    expect(r.actions.findIndex((a) => a.id === 'eff-sap-pentest')).toBeGreaterThan(2)
    expect(r.capped || r.level === 'initial' || r.level === 'developing').toBe(true)
  })

  it('reporting readiness follows the 24 h, 72 h and one-month questions', () => {
    const r = scoreAnswers({ 'rep-early-warning-24h': 2, 'rep-notification-72h': 0, 'rep-final-report': 4 }, 'en')
    expect(r.readiness).toEqual([
      { stage: '24h', status: 'ready' },
      { stage: '72h', status: 'not-ready' },
      { stage: '1m', status: 'unknown' },
    ])
  })

  // 15 minutes in the third edition; the fourth adds the register and sector questions, the SAP checks its review
  // found missing (issue 32, point 7) and the questions that fit the plan to the organisation: about three minutes.
  it('stays under 19 minutes for a typical landscape (HANA, BTP, internet-facing services; no Java, RISE or GRC); the page computes count and time', () => {
    const typical = new Set(['hana', 'btp', 'internet'])
    const of = (type: EntityType) =>
      real.questions.filter((x) =>
        binds(
          real.areas.find((a) => a.id === x.area)!,
          type,
        ),
      )
    const asked = of('key').filter((x) => !x.when || typical.has(x.when)).length
    const seconds =
      (real.scope.length + real.landscape.length) * real.timing.contextSeconds + asked * real.timing.questionSeconds
    expect(seconds).toBeLessThan(19 * 60)
    const length = questionnaireLength(real)
    // The most: a provider of SAP services running every part of the landscape.
    expect(length.minutes.max).toBeLessThanOrEqual(22)
    // The most: a key entity, asked everything but DORA's own area; the fewest: outside the act, no optional part.
    expect(length.questionCount.max).toBe(real.scope.length + real.landscape.length + of('key').length)
    const outsideWithoutOptions = of('outside').filter((x) => !x.when).length
    expect(length.questionCount.min).toBe(real.scope.length + real.landscape.length + outsideWithoutOptions)
  })

  it.each([
    ['acc-solman-trust', undefined],
    ['acc-critical-authorisations', undefined],
    ['net-saprouter', undefined],
    ['btp-audit-log', 'btp'],
    ['btp-destinations', 'btp'],
    ['dev-prod-data-copies', undefined],
    ['dev-java-hotnews', 'java'],
    ['dev-release-maintenance', undefined],
    ['eff-earlywatch-security', undefined],
  ])(
    'the SAP check %s: a ladder of four graded answers, a step from each below the best, evidence in SAP and a point of Impl. Reg. 2024/2690; asked only where the landscape has %s',
    (id, flag) => {
      const x = real.questions.find((question) => question.id === id)!
      expect(x.when).toBe(flag)
      const graded = x.options.filter((o) => !o.dontKnow && !o.na)
      expect(graded.map((o) => o.points)).toEqual([0, 1, 3, 4])
      for (const o of graded.slice(0, -1)) expect(o.do!.pl !== o.do!.en && o.days! > 0).toBe(true)
      expect(x.action.ir).toMatch(/^\d+(\.\d+)?$/)
      expect(x.action.proof.pl).not.toBe(x.action.proof.en)
      expect(x.options.at(-1)!.dontKnow).toBe(true)
    },
  )

  it('gives every question a proof in both languages, and key measures in at least five areas', () => {
    expect(
      real.questions.every((x) => x.action.proof.pl && x.action.proof.en && x.action.proof.pl !== x.action.proof.en),
    ).toBe(true)
    expect(new Set(real.questions.filter((x) => x.key).map((x) => x.area)).size).toBeGreaterThanOrEqual(5)
  })

  it('refuses options out of order, naming the question', () => {
    const broken = structuredClone(fixture) as unknown as { questions: { options: { points: number }[] }[] }
    broken.questions[1]!.options = [{ ...broken.questions[1]!.options[1]! }, { ...broken.questions[1]!.options[0]! }]
    const parsed = questionnaireSchema.safeParse(broken)
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ['questions', 1, 'options'],
      message: 'options go from worst to best: points must increase',
    })
  })
})

describe('scoring, properties over the real questionnaire', () => {
  const levelIndex = (id: string) => real.levels.findIndex((x) => x.id === id)
  const ids = [...real.scope, ...real.landscape, ...real.questions].map((x) => x.id)
  const answersArb = fc.dictionary(
    fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 12 })),
    fc.integer({ min: 0, max: 7 }),
  )

  it('keeps every score within 0..100 and every question counted once', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const r = scoreAnswers(answers, 'pl', real)
        expect(r.score ?? 0).toBeGreaterThanOrEqual(0)
        expect(r.score ?? 0).toBeLessThanOrEqual(100)
        expect(r.score === null).toBe(r.level === null)
        expect(r.areas.every((a) => (a.score === null) === (a.status !== 'scored'))).toBe(true)
        for (const area of r.areas) if (area.score !== null) expect(area.score).toBeGreaterThanOrEqual(0)
        for (const area of r.areas) if (area.score !== null) expect(area.score).toBeLessThanOrEqual(100)
        const applicable = r.areas.reduce((n, a) => n + a.applicable, 0)
        expect(applicable + r.notApplicable).toBe(real.questions.length)
        expect(r.areas.reduce((n, a) => n + a.answered, 0) + r.unanswered).toBe(applicable)
        // The law first, then key measures, then the rest: the rank never rises down the list.
        const ranks = r.actions.map((a) => (a.legal ? 2 : a.key ? 1 : 0))
        expect(ranks).toEqual([...ranks].sort((x, y) => y - x))
        expect(r.actions.filter((a) => a.plan === '90d').length).toBeLessThanOrEqual(r.capacity)
      }),
      { numRuns: 300 },
    )
  })

  it('never lowers the score or the level when a graded answer moves to a better graded option', () => {
    // From unknown to known changes which areas are established, so only moves between graded answers compare.
    const graded = real.questions.filter((x) => !x.when)
    const everyGraded = Object.fromEntries(real.questions.map((x) => [x.id, 0]))
    fc.assert(
      fc.property(answersArb, fc.nat(graded.length - 1), fc.nat(10), (drawn, which, pick) => {
        const answers = { ...everyGraded, ...drawn }
        const question = graded[which]!
        const current = question.options[answers[question.id] ?? -1]
        if (!current || current.na || current.dontKnow) return
        const better = question.options
          .map((o, i) => [o, i] as const)
          .filter(([o]) => !o.na && !o.dontKnow && o.points >= current.points)
        const [, index] = better[pick % better.length]!
        const before = scoreAnswers(answers, 'en', real)
        const after = scoreAnswers({ ...answers, [question.id]: index }, 'en', real)
        expect(after.score === null).toBe(before.score === null)
        if (before.score === null) return
        expect(after.score).toBeGreaterThanOrEqual(before.score)
        expect(levelIndex(after.level!)).toBeGreaterThanOrEqual(levelIndex(before.level!))
      }),
      { numRuns: 500 },
    )
  })
})

describe('the advice, read as a CISO would', () => {
  const outside = { ...keyEntity, 'scope-sector': 2 }
  const dora = { ...keyEntity, 'scope-dora': 0 }
  const graded = (id: string) =>
    real.questions
      .find((x) => x.id === id)!
      .options.map((o, i) => [o, i] as const)
      .filter(([o]) => !o.dontKnow && !o.na)
  const everyAt = (pick: (options: ReturnType<typeof graded>) => number) =>
    Object.fromEntries(real.questions.map((x) => [x.id, pick(graded(x.id))]))
  const worst = everyAt((options) => options[0]![1])
  // A question of DORA's own area is asked of a financial entity only.
  const profileFor = (id: string) =>
    real.questions.find((x) => x.id === id)!.area === 'dora-reporting' ? dora : keyEntity
  const nextToBest = everyAt((options) => options.at(-2)![1])

  it.each(real.questions.map((x) => [x.id]))(
    '%s: each answer below the best has its own next step, in both languages',
    (id) => {
      for (const lang of ['pl', 'en'] as const) {
        const steps = graded(id)
          .slice(0, -1)
          .map(([, i]) => scoreAnswers({ ...profileFor(id), [id]: i }, lang).actions.find((a) => a.id === id)!.do)
        expect(new Set(steps).size).toBe(steps.length)
      }
    },
  )

  it('a profile strong everywhere (next-to-best at worst) gets no 90-day task, only improvements', () => {
    const r = scoreAnswers({ ...keyEntity, ...nextToBest }, 'en')
    expect(r.actions.filter((a) => a.plan === '90d')).toEqual([])
    expect(r.actions.length).toBeGreaterThan(0)
    expect(r.actions.every((a) => a.plan === 'improve')).toBe(true)
  })

  it('a fully weak profile gets a 90-day plan a team can carry, the legal must-dos and key measures first, with person-days per item and in total', () => {
    const r = scoreAnswers({ ...keyEntity, ...worst }, 'pl', real, new Date('2026-11-26T12:00:00Z'))
    const plan90 = r.actions.filter((a) => a.plan === '90d')
    expect(plan90).toHaveLength(real.plan.capacity)
    expect(plan90.every((a) => a.legal || a.key)).toBe(true)
    expect(r.actions.filter((a) => a.queued).length).toBe(r.actions.length - real.plan.capacity)
    expect(r.effort[0]).toMatchObject({
      plan: '90d',
      items: real.plan.capacity,
      days: plan90.reduce((n, a) => n + a.days, 0),
    })
    expect(r.actions.every((a) => a.state === 'missing' && a.days > 0)).toBe(true)
    // 2 April 2027 is 18 weeks and a day after 26 November 2026.
    expect(r.weeksLeft).toBe(18)
  })

  it('an organisation probably outside the act is told what still applies (supplier duties) and nothing else: no reporting, no board duties, no CSIRT', () => {
    const r = scoreAnswers({ ...outside, ...worst }, 'en')
    expect(r.entity).toMatchObject({ type: 'outside' })
    expect(r.entity.duties.map((d) => d.id)).toEqual(['supplier'])
    expect(r.readiness).toEqual([])
    expect(r.weeksLeft).toBeNull()
    const areaOf = (id: string) => real.questions.find((x) => x.id === id)!.area
    expect(r.actions.filter((a) => ['governance', 'reporting'].includes(areaOf(a.id)))).toEqual([])
    expect(r.failedKeyMeasures.map((m) => m.id)).not.toContain('rep-early-warning-24h')
    expect(JSON.stringify(r)).not.toMatch(/CSIRT|24 h|72 h/)
    expect(r.areas.find((a) => a.id === 'reporting')).toMatchObject({ score: null, applicable: 0 })
  })

  it("a DORA entity is sent to DORA: its duties and clauses are DORA's, no NIS2 art. 21 or 23 duty, DORA's own reporting block and actions instead of art. 23's", () => {
    const r = scoreAnswers({ ...dora, ...worst }, 'en')
    expect(r.entity.type).toBe('dora')
    expect(r.entity.duties.map((d) => d.basis).join(' ')).not.toMatch(/NIS2 Art\. 2[13]/)
    expect(r.entity.duties.some((d) => d.basis.includes('DORA Art. 17-19'))).toBe(true)
    expect(r.readiness.map((x) => [x.stage, x.status])).toEqual([
      ['classification', 'not-ready'],
      ['initial', 'not-ready'],
      ['follow-up', 'not-ready'],
    ])
    expect(r.actions.every((a) => a.clause.startsWith('DORA Art.'))).toBe(true)
    const areaOf = (id: string) => real.questions.find((x) => x.id === id)!.area
    expect(r.actions.some((a) => areaOf(a.id) === 'reporting')).toBe(false)
    expect(r.actions.filter((a) => areaOf(a.id) === 'dora-reporting').map((a) => a.id)).toEqual([
      'dora-classification',
      'dora-initial-notification',
      'dora-follow-up-reports',
    ])
    expect(r.failedKeyMeasures.map((m) => m.id)).toContain('dora-classification')
    expect(r.areas.find((a) => a.id === 'dora-reporting')!.clause).toBe('DORA Art. 19')
  })

  it('keeps the logging questions for every entity type: the Security Audit Log is asked of a financial entity and one outside the act', () => {
    for (const profile of [financialInsurer, outsideCompany, keyWaterCompany]) {
      const r = scoreAnswers({ ...profile, ...worst }, 'en')
      expect(r.actions.map((a) => a.id)).toEqual(
        expect.arrayContaining(['rep-security-audit-log', 'inc-read-access-logging']),
      )
    }
  })

  it('an insurer (no NIS2 sector) is not sent to check the KSC register; a bank under DORA is', () => {
    const insurer = scoreAnswers({ ...financialInsurer, ...worst }, 'pl')
    expect(insurer.entity.duties.map((d) => d.id)).toEqual(['dora-risk', 'dora-reporting'])
    expect(JSON.stringify(insurer)).not.toMatch(/wykaz/)
    const bank = scoreAnswers({ ...financialInsurer, 'scope-sector': 0, ...worst }, 'pl')
    expect(bank.entity.duties.map((d) => d.id)).toContain('dora-register')
  })

  it('names HANA and BTP only for a landscape that has them', () => {
    const without = {
      ...keyEntity,
      'land-db': 1,
      'land-btp': 1,
      'land-java': 1,
      'land-rise': 1,
      'land-grc': 1,
      'land-internet': 1,
    }
    for (const lang of ['pl', 'en'] as const) {
      const bare = scoreAnswers({ ...without, ...worst }, lang)
      expect(JSON.stringify([bare.actions, bare.toFindOut])).not.toMatch(/(?<!S\/4)HANA|BTP/)
      const full = scoreAnswers({ ...keyEntity, 'land-db': 0, 'land-btp': 0, ...worst }, lang)
      expect(JSON.stringify(full.actions)).toMatch(/HANA/)
    }
  })

  // The Polish the fourth edition's review flagged, each as it was written (a deadline is "w ciągu", the SAP client a
  // mandant, a tabletop an "ćwiczenie sztabowe"); the KSC copy and the site's KSC article keep none of it.
  it.each([
    ['a deadline without "w ciągu"', /\b[Ww] (24|72) godziny\b|\bw miesiąc\b/],
    ['"klient" for the SAP client', /we wszystkich klientach|ustawie\S* klient\S* (\(|w )?(STMS, )?SCC4/],
    ['a tabletop "przy stole"', /przy stole/],
    ['"dane wrażliwe" for payroll and bank data', /dane wrażliwe|danych wrażliwych/],
    ['"uchwała kierownika podmiotu"', /uchwał\S* kierownika podmiotu/],
    ['"gotowi / niegotowi" as a status', /niegotow/],
  ])('Polish: no %s', (_case, flagged) => {
    const files = [
      'content/ksc/questionnaire.yaml',
      'lib/shared/i18n/ksc-result-words.ts',
      'lib/shared/i18n/ksc-decision-words.ts',
      'lib/server/domain/reports/report-copy.ts',
      'lib/server/domain/reports/drill-copy.ts',
      'components/ksc/ksc-copy.ts',
      'content/pl/posts/ksc-act-sap.md',
      'content/pl/services/sap-security.md',
      'content/pl/jobs/sap-basis-engineer.md',
    ]
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(flagged)
  })

  it('the Polish check can fail: the phrasings the review quoted are caught', () => {
    expect('W 24 godziny od powzięcia wiedzy').toMatch(/\b[Ww] (24|72) godziny\b/)
    expect('włączony we wszystkich klientach').toMatch(/we wszystkich klientach/)
    expect('kontrola transportów i ustawień klientów (STMS, SCC4)').toMatch(
      /ustawie\S* klient\S* (\(|w )?(STMS, )?SCC4/,
    )
  })

  it('runs the 24-hour clock from awareness in Polish as in English', () => {
    const text = JSON.stringify(real)
    expect(text).not.toMatch(/wykryci/)
    expect(real.questions.find((x) => x.id === 'rep-early-warning-24h')!.text.pl).toContain(
      'od powzięcia wiedzy o incydencie poważnym',
    )
  })
})

describe('the law first: must-dos with owners and dates, the register, the competent bodies, the deadline', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const worst = Object.fromEntries(real.questions.map((x) => [x.id, 0]))
  const best = Object.fromEntries(real.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 4)]))
  const run = (answers: Record<string, number>, lang: 'pl' | 'en' = 'pl', at = now) =>
    scoreAnswers(answers, lang, real, at)

  it('a key water company that has not filed: the register now, by the board, within a week, ahead of every score gap', () => {
    const r = run({ ...keyWaterCompany, ...worst })
    expect(r.mustDo.map((m) => [m.id, m.state])).toEqual([
      ['register', 'open'],
      ['competent', 'open'],
      ['approval', 'open'],
      ['procedure', 'open'],
      ['attribution', 'open'],
    ])
    expect(r.mustDo[0]).toMatchObject({ owner: 'Kierownik podmiotu (zarząd)', due: '2026-12-04' })
    expect(r.mustDo[0]!.basis).toContain('art. 3 ust. 4 NIS2')
    expect(r.decisions[0]).toMatch(/^Złożyć teraz wniosek o wpis do wykazu .* termin: 4 grudnia 2026\.$/)
    expect(r.decisions[1]).toContain('Zatwierdzić uchwałą środki zarządzania ryzykiem obejmujące SAP')
    expect(r.decisions.join(' ')).not.toContain('Potwierdzić złożenie')
  })

  it('names the competent CSIRT and sector authority from the answers, with the article, and none it cannot source', () => {
    const water = run({ ...keyWaterCompany, ...worst })
    expect(water.competent).toMatchObject({
      csirt: 'CSIRT NASK',
      authority: 'minister właściwy do spraw gospodarki wodnej',
    })
    expect(water.competent!.basis).toContain('art. 41')
    expect(water.mustDo.find((m) => m.id === 'competent')!.text).toContain('CSIRT NASK')
    const chemicals = run({ ...importantChemicals, ...worst }, 'en')
    expect(chemicals.competent).toMatchObject({ csirt: 'CSIRT NASK', authority: null })
    expect(chemicals.mustDo.find((m) => m.id === 'competent')!.text).toContain('to be confirmed')
    const publicBody = run({ ...keyWaterCompany, 'scope-subsector': 6, ...worst })
    expect(publicBody.competent!.csirt).toBe('CSIRT GOV')
  })

  it('asks whether the application was filed: filed is done, said so, and leaves the decisions; unknown is to be established', () => {
    const filed = run({ ...importantChemicals, ...worst })
    expect(filed.mustDo.find((m) => m.id === 'register')).toMatchObject({
      state: 'done',
      text: 'Wniosek o wpis do wykazu podmiotów kluczowych i ważnych złożony (według odpowiedzi).',
    })
    expect(filed.decisions.join(' ')).not.toMatch(/wniosek o wpis/)
    const unknown = run({ ...keyWaterCompany, 'scope-register': 2, ...worst })
    expect(unknown.mustDo.find((m) => m.id === 'register')!.state).toBe('unknown')
    expect(unknown.mustDo.find((m) => m.id === 'register')!.text).toMatch(/^Ustalić, czy złożono wniosek/)
    expect(unknown.decisions[0]).toMatch(/^Ustalić, czy złożono wniosek o wpis do wykazu/)
    // Not filed: the must-do says to file now, in both languages.
    expect(run({ ...keyWaterCompany, ...worst }).mustDo[0]!.text).toMatch(/^Złożyć teraz wniosek/)
    expect(run({ ...keyWaterCompany, ...worst }, 'en').mustDo[0]!.text).toMatch(/^File the application .* now/)
    expect(run({ ...importantChemicals, ...worst }, 'en').mustDo[0]!.text).toMatch(/^The application .* was filed/)
  })

  it('marks a must-do done from its answers, and the strong key entity has only the register left', () => {
    const r = run({ ...keyWaterCompany, ...best })
    expect(r.mustDo.filter((m) => m.state !== 'done').map((m) => m.id)).toEqual(['register'])
    expect(r.atDeadline).toMatchObject({ items: 1, open: 0 })
  })

  it('says what is still open at the end of the adaptation period at the stated capacity', () => {
    const r = run({ ...keyWaterCompany, ...worst })
    // 17 whole weeks to 2 April 2027 at 10 items a quarter (13 weeks): 13 items done, the rest open.
    expect(r.weeksLeft).toBe(17)
    const queue = r.mustDo.length + r.actions.filter((a) => a.plan !== 'improve').length
    expect(r.atDeadline!.items).toBeLessThanOrEqual(queue)
    expect(r.atDeadline).toMatchObject({
      date: '2027-04-02',
      capacity: 10,
      open: r.atDeadline!.items - 13,
      established: true,
    })
    // The must-dos and the key measures lead the queue, so what stays open is the rest of the plan.
    expect(r.atDeadline!.open).toBeGreaterThan(0)
    expect(r.atDeadline).toMatchObject({ openMustDo: [], openKeyActions: [] })
    // A week before the deadline nothing more fits, and no date runs past it.
    const late = run({ ...keyWaterCompany, ...worst }, 'pl', new Date('2027-03-26T12:00:00Z'))
    expect(late.atDeadline!.open).toBe(late.atDeadline!.items)
    expect(late.atDeadline!.openMustDo).toEqual(late.mustDo.map((m) => m.id))
    expect(late.atDeadline!.openKeyActions.length).toBeGreaterThan(0)
    expect(late.mustDo.every((m) => m.due <= '2027-04-02')).toBe(true)
  })

  it('gives no forecast for the deadline while the score is not established: the unknowns may add any number of actions', () => {
    const unsure = Object.fromEntries(real.questions.map((x) => [x.id, x.options.findIndex((o) => o.dontKnow)]))
    const r = run({ ...keyWaterCompany, ...unsure })
    expect(r.score).toBeNull()
    expect(r.atDeadline).toMatchObject({ date: '2027-04-02', established: false })
    // The check can fail: the same organisation with its answers known has a forecast.
    expect(run({ ...keyWaterCompany, ...worst }).atDeadline!.established).toBe(true)
  })

  it('an entity whose status is open gets the legal check as its must-do; outside the act and a small provider get none', () => {
    const open = run({ ...keyWaterCompany, 'scope-size': 3, ...worst })
    expect(open.entity.type).toBe('legal-check')
    expect(open.mustDo.map((m) => m.id)).toEqual(['legal-check'])
    // No answer shows the legal check done: it is open, with its owner and date, and the board's first decision.
    expect(open.mustDo[0]).toMatchObject({ state: 'open', owner: 'Kierownik podmiotu (zarząd)', due: '2026-12-11' })
    expect(open.decisions[0]).toMatch(
      /^Zlecić analizę prawną .*nie szacujemy\) – odpowiada: .*, termin: 11 grudnia 2026\.$/,
    )
    for (const profile of [outsideCompany, smallProvider]) {
      const r = run({ ...profile, ...worst })
      expect(r.entity.type).toBe('outside')
      expect(r).toMatchObject({ mustDo: [], competent: null, atDeadline: null })
      expect(r.decisions.join(' ')).not.toMatch(/wykaz|CSIRT/)
    }
  })

  it('no priority inversion: the answers behind open must-dos (the 72 h and final reports, the CSIRT, named accounts, the audit log) take the 90 days ahead of any pentest', () => {
    const r = run({ ...keyWaterCompany, ...worst }, 'en')
    const plan90 = r.actions.filter((a) => a.plan === '90d').map((a) => a.id)
    for (const id of [
      'rep-notification-72h',
      'rep-final-report',
      'rep-csirt-templates',
      'hyg-sap-baseline',
      'rep-security-audit-log',
      'gov-management-approval',
    ])
      expect(plan90).toContain(id)
    expect(plan90).not.toContain('eff-sap-pentest')
    expect(r.actions.find((a) => a.id === 'rep-final-report')).toMatchObject({ legal: true, plan: '90d' })
    // A must-do met leaves its answers to the score: from 3 points the final report is an improvement.
    const met = run({ ...keyWaterCompany, ...worst, 'rep-final-report': 2 }, 'en')
    expect(met.actions.find((a) => a.id === 'rep-final-report')).toMatchObject({ plan: 'improve' })
    expect(met.actions.find((a) => a.id === 'rep-final-report')!.legal).toBeUndefined()
    // Outside the act nothing is a legal must-do.
    expect(run({ ...outsideCompany, ...worst }).actions.some((a) => a.legal)).toBe(false)
  })

  it("fits the 90 days to the team: one person carries 5 items, a CISO's team 10, a team with a SOC 15; the deadline forecast at the same pace", () => {
    for (const [team, capacity] of [
      [2, 5],
      [1, 10],
      [0, 15],
      [3, real.plan.capacity],
    ]) {
      const r = run({ ...keyWaterCompany, ...worst, 'land-security-team': team! })
      expect(r.capacity).toBe(capacity)
      expect(r.actions.filter((a) => a.plan === '90d')).toHaveLength(capacity!)
      expect(r.atDeadline!.capacity).toBe(capacity)
    }
  })

  it('gives owners that exist: without a CISO or SOC their work goes to the person responsible for security or to Basis, and the 90-day load is summed by owner', () => {
    const roles = (team: number | undefined) => {
      const r = run(
        { ...keyWaterCompany, ...worst, ...(team === undefined ? {} : { 'land-security-team': team }) },
        'en',
      )
      return new Set([...r.actions, ...r.mustDo].map((x) => x.owner))
    }
    expect([...roles(0)]).toEqual(expect.arrayContaining(['CISO', 'SOC']))
    expect([...roles(1)]).toContain('CISO')
    expect([...roles(1)]).not.toContain('SOC')
    for (const team of [2]) {
      const named = [...roles(team)]
      expect(named).not.toContain('CISO')
      expect(named).not.toContain('SOC')
      expect(named).not.toContain('Identity and access management')
      expect(named).toContain('The person responsible for security (e.g. the IT manager)')
    }
    // Not answered, or "don't know": the roles as the questionnaire writes them.
    expect([...roles(undefined)]).toContain('CISO')
    expect([...roles(3)]).toContain('CISO')
    const r = run({ ...keyWaterCompany, ...worst, 'land-security-team': 2 }, 'en')
    const plan90 = r.actions.filter((a) => a.plan === '90d')
    expect(r.load90.reduce((n, o) => n + o.items, 0)).toBe(plan90.length)
    expect(r.load90.reduce((n, o) => n + o.days, 0)).toBe(plan90.reduce((n, a) => n + a.days, 0))
  })

  it('fits the steps to the landscape: a restore on RISE is ordered from SAP, and without a SIEM the audit log is archived, not sent to one', () => {
    const step = (id: string, extra: Record<string, number>) =>
      run({ ...keyWaterCompany, ...worst, 'rep-security-audit-log': 1, ...extra }, 'en').actions.find(
        (a) => a.id === id,
      )!.do
    expect(step('bcm-restore-test', { 'land-rise': 0 })).toContain("SAP's cloud operations restore")
    expect(step('bcm-restore-test', { 'land-rise': 1 })).toMatch(/^Restore a production SAP system/)
    expect(step('rep-security-audit-log', { 'land-tools': 3 })).toContain('archive the log files')
    expect(step('rep-security-audit-log', { 'land-tools': 0 })).toContain('forward the log to the SIEM')
  })

  it('counts the tools a step needs: MFA without an identity provider costs its deployment and names it to buy; with one, the step alone; not said, the step says what it assumes', () => {
    const mfa = (tools: Record<string, number>, lang: 'pl' | 'en' = 'en') =>
      run({ ...keyWaterCompany, ...worst, 'land-erp': 1, ...tools }, lang).actions.find(
        (a) => a.id === 'mfa-privileged-sap',
      )!
    const question = real.questions.find((x) => x.id === 'mfa-privileged-sap')!.options[0]!
    expect(mfa({ 'land-tools': 3 })).toMatchObject({
      days: question.needs!.days,
      tool: { name: 'an identity provider with MFA', missing: true },
    })
    expect(mfa({ 'land-tools': 0 })).toMatchObject({ days: question.days })
    expect(mfa({ 'land-tools': 0 }).tool).toBeUndefined()
    for (const unsaid of [{}, { 'land-tools': 4 }] as Record<string, number>[])
      expect(mfa(unsaid)).toMatchObject({
        days: question.days,
        tool: { missing: false, without: question.needs!.days },
      })
    // The same for GRC, asked by its own landscape question.
    const sod = (grc: number) =>
      run({ ...keyWaterCompany, ...worst, 'acc-sod-access-reviews': 2, 'land-grc': grc }, 'pl').actions.find(
        (a) => a.id === 'acc-sod-access-reviews',
      )!
    expect(sod(1).tool).toMatchObject({ name: 'SAP GRC Access Control lub inne narzędzie SoD', missing: true })
    expect(sod(0).tool).toBeUndefined()
  })

  it('money: the day-rate question reads its bands, written once; each plan and the board decisions cost the plan bought in at that rate, with the tools to buy; without a rate, no figure', () => {
    const rate = real.landscape.find((l) => l.id === 'land-day-rate')!
    expect(rate.options.map((o) => o.label.pl)).toEqual([
      'do 2000 zł netto',
      '2000–3500 zł netto',
      '3500–5000 zł netto',
      'ponad 5000 zł netto',
      'Nie wiem',
    ])
    expect(rate.options[1]!.label.en).toBe('PLN 2,000–3,500 net')
    const r = run({ ...keyWaterCompany, ...worst, 'land-day-rate': 1, 'land-tools': 3 })
    expect(r.dayRate).toEqual({ min: 2000, max: 3500 })
    const plan90 = r.effort.find((e) => e.plan === '90d')!
    expect(plan90.tools).toContainEqual({ name: 'usługa dostawcy tożsamości (IdP) z MFA', missing: true })
    // The approval decision carries the 90-day plan, its cost (person-days x the band) and the tool to buy.
    const figures = (text: string) =>
      [...text.matchAll(/(\d[\d\s]*)–(\d[\d\s]*) zł netto/g)][0]!.slice(1).map((n) => Number(n.replace(/\s/g, '')))
    const approval = r.decisions.find((x) => x.startsWith('Zatwierdzić uchwałą'))!
    expect(figures(approval)).toEqual([plan90.days * 2000, plan90.days * 3500])
    expect(approval).toContain('do zakupu: usługa dostawcy tożsamości (IdP) z MFA')
    const open = run({ ...keyWaterCompany, ...worst, 'land-day-rate': 3 }, 'en')
    expect(open.decisions.join(' ')).toMatch(/bought in, over PLN [\d,]+ net at your day rate/)
    for (const unsaid of [{}, { 'land-day-rate': 4 }] as Record<string, number>[]) {
      const none = run({ ...keyWaterCompany, ...worst, ...unsaid })
      expect(none.dayRate).toBeNull()
      expect(none.decisions.join(' ')).toContain('koszt zewnętrzny nieustalony (bez stawki dziennej)')
      expect(none.decisions.join(' ')).not.toMatch(/zł/)
    }
  })

  it('the end of ECC maintenance reaches the board where production runs ECC, and only there', () => {
    const on = (erp: number | undefined) =>
      run({ ...importantChemicals, ...best, ...(erp === undefined ? {} : { 'land-erp': erp }) }, 'en').decisions
    expect(on(1)[0]).toMatch(/^Decide the path for SAP ERP 6\.0 \(ECC\): .*ends on 31 December 2027/)
    expect(on(2)[0]).toContain('ended on 31 December 2025')
    for (const erp of [0, 3, undefined]) expect(on(erp).join(' ')).not.toContain('ECC')
    // With the law's must-dos open, the ECC decision comes after the register and the approval.
    const water = run({ ...keyWaterCompany, ...worst, 'land-erp': 1 }).decisions
    expect(water.map((x) => x.slice(0, 20))).toEqual([
      'Złożyć teraz wniosek',
      'Zatwierdzić uchwałą ',
      'Zdecydować o ścieżce',
    ])
  })

  // Every decision ends "– odpowiada: <owner>, termin: <date>." ("– owner: ..., due: ..."), a date in words.
  const ownedAndDated = {
    pl: /^[^–]+.* – odpowiada: [^,]+(, [^,]+)*, termin: \d{1,2} \p{L}+ 20\d\d\.$/u,
    en: /^[^–]+.* – owner: [^,]+(, [^,]+)*, due: \d{1,2} [A-Z][a-z]+ 20\d\d\.$/,
  }
  it.each(['pl', 'en'] as const)('in %s, every board decision of every profile carries an owner and a date', (lang) => {
    const profiles = [
      keyWaterCompany,
      importantChemicals,
      { ...keyWaterCompany, 'scope-size': 3 },
      outsideCompany,
      financialInsurer,
      { ...smallProvider, ...runsSapForOthers },
      groupProvider,
    ]
    const unsure = Object.fromEntries(real.questions.map((x) => [x.id, x.options.findIndex((o) => o.dontKnow)]))
    for (const profile of profiles)
      for (const answers of [worst, best, unsure]) {
        const r = run({ ...profile, ...answers, 'land-erp': 1 }, lang)
        expect(r.decisions.length).toBeGreaterThan(0)
        for (const decision of r.decisions) expect(decision).toMatch(ownedAndDated[lang])
      }
  })

  it('the check can fail: a decision without its owner or date is caught', () => {
    expect('Ustalić kwartalny przegląd postępu planu przez zarząd.').not.toMatch(ownedAndDated.pl)
    expect('Confirm that ICT risk management follows DORA – owner: Management body.').not.toMatch(ownedAndDated.en)
  })

  it("a DORA entity's decision carries the 90-day plan's money, the management body and a date; with no actions, it says there is no cost", () => {
    const figures = (text: string) =>
      [...text.matchAll(/(\d[\d\s]*)–(\d[\d\s]*) zł netto/g)][0]!.slice(1).map((n) => Number(n.replace(/\s/g, '')))
    const r = run({ ...financialInsurer, ...worst, 'land-day-rate': 1 })
    const plan90 = r.effort.find((e) => e.plan === '90d')!
    const dora = r.decisions.find((x) => x.includes('KNF'))!
    expect(dora).toMatch(/^Zatwierdzić plan na 90 dni \(10 działań, ok\. \d+ osobodni; zlecone na zewnątrz /)
    expect(figures(dora)).toEqual([plan90.days * 2000, plan90.days * 3500])
    expect(dora).toContain('(art. 5 DORA)')
    expect(dora).toContain('(art. 17–19 DORA)')
    expect(dora).toMatch(/– odpowiada: Organ zarządzający \(zarząd\), termin: 27 grudnia 2026\.$/)
    // The 90-day plan's money is the DORA decision's, not shown twice.
    expect(r.decisions.filter((x) => x.includes('plan na 90 dni'))).toHaveLength(1)
    expect(JSON.stringify(r.decisions)).not.toMatch(/Kierownik podmiotu/)
    const en = run({ ...financialInsurer, ...worst }, 'en').decisions.find((x) => x.includes('KNF'))!
    expect(en).toMatch(/^Approve the 90-day plan \(10 actions, about \d+ person-days; outside cost not established/)
    expect(en).toMatch(/– owner: Management body, due: 27 December 2026\.$/)
    const none = run({ ...financialInsurer, ...best }, 'en').decisions[0]!
    expect(none).toMatch(
      /^Confirm that ICT risk management.*\(the plan holds no actions, so no cost\) – owner: Management body/,
    )
  })

  it("the supplier decision outside the act: the customer contracts as its owner, a date, and the plan's money it compares with", () => {
    for (const profile of [outsideCompany, { ...smallProvider, ...runsSapForOthers }]) {
      const r = run({ ...profile, ...worst, 'land-day-rate': 3 })
      const plan90 = r.effort.find((e) => e.plan === '90d')!
      expect(r.decisions[0]).toMatch(
        new RegExp(
          `^Ustalić, którzy klienci objęci ustawą .* z planem na 90 dni \\(10 działań, ok\\. ${plan90.days} osobodni; zlecone na zewnątrz ponad [\\d\\s]+ zł netto przy waszej stawce.*\\) przed jego zatwierdzeniem – odpowiada: Umowy z klientami \\(dział prawny lub handlowy\\), termin: 27 grudnia 2026\\.$`,
        ),
      )
      expect(r.decisions.filter((x) => /plan\S* na 90 dni/.test(x))).toHaveLength(1)
      // The act's "kierownik podmiotu" is no one's title outside the act: the board is named plainly.
      expect(JSON.stringify(r.decisions)).not.toMatch(/Kierownik podmiotu/)
      expect(r.decisions.slice(1).join(' ')).toContain('odpowiada: Zarząd, termin: 27 grudnia 2026.')
    }
    const en = run({ ...outsideCompany, ...worst }, 'en').decisions[0]!
    expect(en).toMatch(
      /^Establish which customers .* with the 90-day plan \(10 actions, .*\) before approving it – owner: Customer contracts \(legal or sales\), due: 27 December 2026\.$/,
    )
    expect(run({ ...outsideCompany, ...best }, 'en').decisions[0]).toContain('(the plan holds no actions, so no cost)')
  })

  it("the reporting procedure's decision carries the plan's actions behind it, as part of the plan", () => {
    const r = run({ ...keyWaterCompany, ...worst, 'land-day-rate': 1 }, 'en')
    const behind = r.actions.filter((a) =>
      ['rep-early-warning-24h', 'rep-notification-72h', 'rep-final-report', 'rep-csirt-templates'].includes(a.id),
    )
    const days = behind.reduce((n, a) => n + a.days, 0)
    const procedure = r.decisions.find((x) => x.startsWith('Adopt the significant-incident reporting procedure'))!
    expect(procedure).toContain(
      `(part of the plan: ${behind.length} actions, about ${days} person-days; bought in, PLN`,
    )
    expect(procedure).toMatch(/– owner: CISO, due: 27 December 2026\.$/)
  })

  it('a financial entity under DORA gets no KSC must-do, competent CSIRT or register check', () => {
    const r = run({ ...financialInsurer, ...worst })
    expect(r.entity.type).toBe('dora')
    expect(r).toMatchObject({ mustDo: [], competent: null })
    expect(JSON.stringify(r.decisions)).not.toMatch(/wykaz|CSIRT/)
  })
})

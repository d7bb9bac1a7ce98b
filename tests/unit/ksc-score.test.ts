import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { questionnaire, questionnaireSchema, type Questionnaire } from '@/lib/content/questionnaire'
import { scoreAnswers } from '@/lib/ksc/score'

const l = (s: string) => ({ pl: s, en: s })
const option = (points: number, dontKnow?: true) => ({ label: l(`p${points}`), points, ...(dontKnow ? { dontKnow } : {}) })

// Two areas (weights 1 and 3), four questions, one key measure (b1, passes at 3 points).
const fixture: Questionnaire = questionnaireSchema.parse({
  version: 'test',
  levels: [
    { id: 'initial', min: 0, name: l('Initial'), description: l('i') },
    { id: 'developing', min: 40, name: l('Developing'), description: l('d') },
    { id: 'defined', min: 60, name: l('Defined'), description: l('f') },
    { id: 'managed', min: 80, name: l('Managed'), description: l('m') },
  ],
  keyMeasureCap: 'developing',
  areas: [
    { id: 'a', basis: 'x', weight: 1, name: l('A'), recommendation: l('fix a'), horizon: 'now' },
    { id: 'b', basis: 'y', weight: 3, name: l('B'), recommendation: l('fix b'), horizon: 'quarter' },
  ],
  questions: [
    { id: 'a1', area: 'a', text: l('a1'), options: [option(0), option(2), option(4), option(0, true)] },
    { id: 'a2', area: 'a', text: l('a2'), options: [option(0), option(4)] },
    { id: 'b1', area: 'b', text: l('b1'), key: { pass: 3 }, options: [option(0), option(1), option(3), option(4), option(0, true)] },
    { id: 'b2', area: 'b', text: l('b2'), options: [option(0), option(4)] },
  ],
})

const score = (answers: Record<string, number>) => scoreAnswers(answers, 'en', fixture)

describe('scoring, computed by hand', () => {
  it('nothing answered: 0, initial, every question unanswered, the key measure failed', () => {
    const r = score({})
    expect(r).toMatchObject({ score: 0, level: 'initial', unanswered: 4 })
    expect(r.failedKeyMeasures.map((m) => m.id)).toEqual(['b1'])
    expect(r.weakestAreas.map((a) => a.id)).toEqual(['b', 'a'])
  })

  it('every best option: 100, managed, no weak area', () => {
    const r = score({ a1: 2, a2: 1, b1: 3, b2: 1 })
    expect(r).toMatchObject({ score: 100, level: 'managed', unanswered: 0, weakestAreas: [], failedKeyMeasures: [] })
  })

  it('area A at 75 (6 of 8 points), area B unanswered: (75x1 + 0x3) / 4 = 18.75 -> 19', () => {
    const r = score({ a1: 1, a2: 1 })
    expect(r.areas).toEqual([
      { id: 'a', name: 'A', score: 75, answered: 2, total: 2 },
      { id: 'b', name: 'B', score: 0, answered: 0, total: 2 },
    ])
    expect(r).toMatchObject({ score: 19, level: 'initial', unanswered: 2 })
    expect(r.weakestAreas).toEqual([
      { id: 'b', name: 'B', score: 0, answered: 0, total: 2, recommendation: 'fix b', horizon: 'quarter' },
      { id: 'a', name: 'A', score: 75, answered: 2, total: 2, recommendation: 'fix a', horizon: 'now' },
    ])
  })

  it('a failed key measure caps the level whatever the average: (100 + 62.5x3) / 4 = 71.875 -> 72, developing', () => {
    const r = score({ a1: 2, a2: 1, b1: 1, b2: 1 })
    expect(r.score).toBe(72)
    expect(r.level).toBe('developing')
    expect(r.failedKeyMeasures).toEqual([{ id: 'b1', text: 'b1' }])
  })

  it('with the key measure met nothing caps the level: (100 + 87.5x3) / 4 = 90.6 -> 91, managed', () => {
    const r = score({ a1: 2, a2: 1, b1: 2, b2: 1 })
    expect(r).toMatchObject({ score: 91, level: 'managed', failedKeyMeasures: [] })
  })

  it('"don\'t know" counts as answered with 0 points', () => {
    const r = score({ a1: 3 })
    expect(r.areas[0]).toMatchObject({ score: 0, answered: 1 })
    expect(r.unanswered).toBe(3)
  })

  it('skips unknown question ids and out-of-range indexes: they count as unanswered', () => {
    const r = score({ a1: 9, zz: 1, a2: 1 })
    expect(r.unanswered).toBe(3)
    expect(r.areas[0]).toMatchObject({ score: 50, answered: 1 })
  })

  it('names levels and areas in the requested language', () => {
    const pl = scoreAnswers({}, 'pl')
    const en = scoreAnswers({}, 'en')
    expect(pl.levelName).toBe('Początkowy')
    expect(en.levelName).toBe('Initial')
    expect(pl.areas[0]!.name).not.toBe(en.areas[0]!.name)
  })
})

describe('scoring, properties over the real questionnaire', () => {
  const q = questionnaire()
  const levelIndex = (id: string) => q.levels.findIndex((l) => l.id === id)
  const answersArb = fc.dictionary(
    fc.oneof(fc.constantFrom(...q.questions.map((x) => x.id)), fc.string({ maxLength: 12 })),
    fc.integer({ min: 0, max: 7 }),
  )

  it('keeps every score within 0..100 and counts skipped answers as unanswered', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const r = scoreAnswers(answers, 'pl', q)
        expect(r.score).toBeGreaterThanOrEqual(0)
        expect(r.score).toBeLessThanOrEqual(100)
        for (const area of r.areas) expect(area.score).toBeGreaterThanOrEqual(0)
        for (const area of r.areas) expect(area.score).toBeLessThanOrEqual(100)
        const valid = q.questions.filter((x) => answers[x.id] !== undefined && answers[x.id]! < x.options.length).length
        expect(r.unanswered).toBe(q.questions.length - valid)
        expect(r.areas.reduce((n, a) => n + a.answered, 0)).toBe(valid)
      }),
      { numRuns: 300 },
    )
  })

  it('never lowers the score or the level when an answer moves to a better option', () => {
    fc.assert(
      fc.property(answersArb, fc.nat(q.questions.length - 1), fc.nat(10), (answers, which, pick) => {
        const question = q.questions[which]!
        const current = answers[question.id]
        const currentPoints = current !== undefined ? (question.options[current]?.points ?? 0) : 0
        const better = question.options.map((o, i) => [o, i] as const).filter(([o]) => o.points >= currentPoints)
        const [, index] = better[pick % better.length]!
        const before = scoreAnswers(answers, 'en', q)
        const after = scoreAnswers({ ...answers, [question.id]: index }, 'en', q)
        expect(after.score).toBeGreaterThanOrEqual(before.score)
        expect(levelIndex(after.level)).toBeGreaterThanOrEqual(levelIndex(before.level))
      }),
      { numRuns: 500 },
    )
  })
})

describe('the questionnaire content', () => {
  it('has at least 24 questions in at least 8 areas, and key measures', () => {
    const q = questionnaire()
    expect(q.questions.length).toBeGreaterThanOrEqual(24)
    expect(new Set(q.questions.map((x) => x.area)).size).toBeGreaterThanOrEqual(8)
    expect(q.questions.filter((x) => x.key).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses options out of order, naming the question', () => {
    const broken = structuredClone(fixture) as unknown as { questions: { options: { points: number }[] }[] }
    broken.questions[1]!.options = [{ ...broken.questions[1]!.options[1]! }, { ...broken.questions[1]!.options[0]! }]
    const parsed = questionnaireSchema.safeParse(broken)
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['questions', 1, 'options'], message: 'options go from worst to best: points must increase' })
  })
})

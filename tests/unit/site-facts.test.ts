import { describe, expect, it } from 'vitest'
import siteJson from '@/content/site.json'
import { trustFigures } from '@/lib/server/domain/content/figures'
import { siteSchema, type Facts } from '@/lib/shared/content/site'

const facts = siteSchema.parse(siteJson).facts
const withFacts = (extra: Record<string, unknown>) => ({ ...siteJson, facts: { ...siteJson.facts, ...extra } })
const issuesOf = (extra: Record<string, unknown>) =>
  siteSchema.safeParse(withFacts(extra)).error?.issues.map((i) => i.path.join('.'))

describe('the facts in content/site.json', () => {
  it('describe the way of working in both languages, with as many steps and principles in each', () => {
    expect(facts.engagement.pl.length).toBe(facts.engagement.en.length)
    expect(facts.principles.pl.length).toBe(facts.principles.en.length)
    expect(facts.expertise.pl.length).toBe(facts.expertise.en.length)
  })

  it.each([
    [{ teamSize: 'about 40' }, 'facts.teamSize'],
    [{ teamSize: 12.5 }, 'facts.teamSize'],
    [{ foundedYear: new Date().getUTCFullYear() + 1 }, 'facts.foundedYear'],
    [{ certifications: [] }, 'facts.certifications'],
    [{ certifications: [''] }, 'facts.certifications.0'],
    [{ principles: { pl: [{ title: 'Dowód' }], en: [] } }, 'facts.principles.pl.0.text'],
    [{ headcount: 40 }, 'facts'],
  ])('refuse %j, naming %s', (extra, field) => {
    expect(issuesOf(extra)).toContain(field)
  })

  it('accept the figures once the business fills them in', () => {
    expect(
      siteSchema.safeParse(withFacts({ foundedYear: 2016, teamSize: 40, certifications: ['ISO/IEC 27001'] })).success,
    ).toBe(true)
  })
})

describe('the figures a page shows', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const bare: Facts = { ...facts, foundedYear: undefined, teamSize: undefined }

  it('are none while the business has not filled them in', () => {
    expect(trustFigures(bare, 'en', now)).toEqual([])
    expect(trustFigures(bare, 'pl', now)).toEqual([])
  })

  it('count the years from the founding year and give the team size as written', () => {
    expect(trustFigures({ ...bare, foundedYear: 2016, teamSize: 40 }, 'en', now)).toEqual([
      '10 years in practice',
      '40 specialists on the team',
    ])
    expect(trustFigures({ ...bare, foundedYear: 2024, teamSize: 1 }, 'pl', now)).toEqual([
      '2 lata doświadczenia',
      '1 specjalista w zespole',
    ])
    expect(trustFigures({ ...bare, foundedYear: 2021 }, 'pl', now)).toEqual(['5 lat doświadczenia'])
  })
})

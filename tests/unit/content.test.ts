import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentError, loadContent, type Doc } from '@/lib/server/domain/content/load'

const docs = loadContent()
const of = (lang: string, folder: string) => docs.filter((d) => d.lang === lang && d.folder === folder)

describe('the site content', () => {
  it.each(['pl', 'en'])('has every page the site needs in %s', (lang) => {
    const pageKeys = of(lang, 'pages').map((d) => d.key)
    expect(pageKeys).toEqual(
      expect.arrayContaining([
        'home',
        'services',
        'about',
        'contact',
        'ksc-check',
        'insights',
        'careers',
        'materials',
        'privacy',
        'not-found',
      ]),
    )
    expect(of(lang, 'services')).toHaveLength(4)
    expect(new Set(of(lang, 'services').map((d) => (d as Doc<'services'>).data.area))).toEqual(
      new Set(['sap', 'automation', 'custom-dev', 'advisory']),
    )
    expect(of(lang, 'jobs').length).toBeGreaterThanOrEqual(3)
    expect(of(lang, 'materials').length).toBeGreaterThanOrEqual(3)
    expect(of(lang, 'posts').length).toBeGreaterThanOrEqual(4)
    expect(of(lang, 'cases').length).toBeGreaterThanOrEqual(2)
    expect(of(lang, 'pages').find((d) => d.key === 'case-studies')?.data).toMatchObject({ lists: 'cases' })
  })

  it('has every page in both languages', () => {
    const keys = (lang: string) =>
      docs
        .filter((d) => d.lang === lang)
        .map((d) => `${d.folder}/${d.key}`)
        .sort()
    expect(keys('en')).toEqual(keys('pl'))
  })

  it('puts Polish at the root and English under /en/', () => {
    for (const doc of docs) expect(doc.path.startsWith('/en/')).toBe(doc.lang === 'en')
    expect(docs.find((d) => d.lang === 'pl' && d.key === 'home')!.path).toBe('/')
    expect(docs.find((d) => d.lang === 'en' && d.key === 'home')!.path).toBe('/en/')
  })

  it('contains no placeholder text', () => {
    for (const doc of docs) expect(doc.body).not.toMatch(/lorem ipsum|TODO|TBD/i)
  })
})

describe('content validation names the file and the field', () => {
  let dir: string
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function site(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), text)
    }
    return dir
  }
  const page = (fields: string, body = 'Body.') => `---\n${fields}\n---\n${body}\n`
  const description = 'description: A description long enough to pass the minimum length rule of fifty.'
  const blog = page(`title: Blog\n${description}\nslug: blog\nlists: posts`)
  const cases = page(`title: Cases\n${description}\nslug: cases\nlists: cases`)
  const section = 'A section of a case study that says what happened, at length. '.repeat(4)
  const caseStudy = (fields: string) =>
    page(`title: A\n${description}\nslug: a\norder: 1\nclient: A company\n${fields}`)

  const errorOf = (files: Record<string, string>) => {
    try {
      loadContent(site(files))
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      return (error as Error).message
    }
    throw new Error('expected the content to be refused')
  }

  it.each([
    ['a missing title', { 'pl/pages/home.md': page(`${description}\nslug: ""`) }, /pl\/pages\/home\.md: title: /],
    [
      'a bad date',
      {
        'pl/pages/blog.md': blog,
        'pl/posts/a.md': page(`title: A\n${description}\nslug: a\ndate: 2026-02-30\nauthor: X`),
      },
      /pl\/posts\/a\.md: date: is not a real calendar date/,
    ],
    [
      'a date in another format',
      {
        'pl/pages/blog.md': blog,
        'pl/posts/a.md': page(`title: A\n${description}\nslug: a\ndate: 02.03.2026\nauthor: X`),
      },
      /pl\/posts\/a\.md: date: must be a date written as YYYY-MM-DD/,
    ],
    [
      'an unknown field (a typo)',
      { 'pl/pages/home.md': page(`title: Home\n${description}\nslug: ""\ntitel: x`) },
      /pl\/pages\/home\.md: unknown field "titel" \(a typo\?\)/,
    ],
    [
      'no front matter',
      { 'pl/pages/home.md': 'Just text' },
      /pl\/pages\/home\.md: the file must start with front matter/,
    ],
    [
      'a link to no page',
      { 'pl/pages/home.md': page(`title: Home\n${description}\nslug: ""`, 'See [x](/nowhere/).') },
      /pl\/pages\/home\.md: links to \/nowhere\//,
    ],
    [
      'a post without a blog page',
      { 'pl/posts/a.md': page(`title: A\n${description}\nslug: a\ndate: 2026-01-02\nauthor: X`) },
      /pl\/posts\/a\.md: no page in content\/pl\/pages has "lists: posts"/,
    ],
    [
      'two pages at one address',
      {
        'pl/pages/a.md': page(`title: A\n${description}\nslug: same`),
        'pl/pages/b.md': page(`title: B\n${description}\nslug: same`),
      },
      /pl\/pages\/b\.md: its address \/same\/ is already used by .*a\.md/,
    ],
    [
      'a case study naming no service',
      {
        'pl/pages/cases.md': cases,
        'pl/cases/a.md': caseStudy(`services: [sap]\nsituation: ${section}\nwork: ${section}\nresult: ${section}`),
      },
      /pl\/cases\/a\.md: services: there is no content\/pl\/services\/sap\.md/,
    ],
    [
      'a case study without its result',
      {
        'pl/pages/cases.md': cases,
        'pl/cases/a.md': caseStudy(`services: [sap]\nsituation: ${section}\nwork: ${section}`),
      },
      /pl\/cases\/a\.md: result: /,
    ],
    [
      'a case study with a headline for a result',
      {
        'pl/pages/cases.md': cases,
        'pl/cases/a.md': caseStudy(`services: [sap]\nsituation: ${section}\nwork: ${section}\nresult: Great`),
      },
      /pl\/cases\/a\.md: result: must be at least 200 characters/,
    ],
    [
      'a link to no page in a case study section',
      {
        'pl/pages/cases.md': cases,
        'pl/cases/a.md': caseStudy(
          `services: [sap]\nsituation: ${section} [x](/nowhere/)\nwork: ${section}\nresult: ${section}`,
        ),
      },
      /pl\/cases\/a\.md: links to \/nowhere\//,
    ],
  ])('refuses %s', (_case, files, message) => {
    expect(errorOf(files)).toMatch(message)
  })
})

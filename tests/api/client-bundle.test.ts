import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allDocs, type Doc } from '@/lib/content'
import { GUARD_FIELDS } from '@/lib/contracts/form-guards'
import { questionnaire } from '@/lib/ksc/questionnaire'
import { testEnv } from '../support/test-env'
import { api } from './helpers'

const q = questionnaire()

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

// What only the server may know: the rules' names, the points and weights, the texts of results: actions and
// their proofs, levels, the entity types' duties.
const secrets = [
  'keyMeasureCap',
  'dontKnow',
  'questionSeconds',
  ...q.questions.flatMap((x) => [x.action.do.pl.slice(0, 40), x.action.do.en.slice(0, 40), x.action.proof]),
  ...q.levels.map((l) => l.description.en.slice(0, 40)),
  ...Object.values(q.duties).map((d) => d.text.en.slice(0, 40)),
]

describe('the KSC scoring stays on the server', () => {
  it('no client bundle holds the questionnaire, its weights or its results', () => {
    const chunks = files(path.resolve(testEnv.distDir, 'static')).filter((f) => f.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(5)
    const leaks = chunks.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return [...secrets, ...q.questions.map((x) => x.id)].filter((s) => code.includes(s)).map((s) => `${path.basename(file)}: ${s}`)
    })
    expect(leaks).toEqual([])
  })

  it.each(['/ocena-gotowosci-ksc/', '/en/ksc-readiness-check/'])('the page %s carries question and option texts only', async (page) => {
    const html = await (await fetch(api(page))).text()
    expect(html).toContain(q.questions[0]!.id)
    for (const secret of secrets) expect(html).not.toContain(secret)
    expect(html.match(/\\?"(points|weight|pass|effort|proof|dontKnow)\\?"/)?.[0]).toBeUndefined()
  })
})

// Every form's client code names the challenge field; so does no other script. A page with a form must download
// it, or the form could not be sent; a page without one downloads no script at all (lib/build/scriptless-pages.ts).
const hasForm = (doc: Doc) => doc.folder === 'jobs' || doc.folder === 'materials' || (doc.folder === 'pages' && doc.data.form !== undefined)

describe('only pages with a form load script, and theirs holds the forms\' code', () => {
  const chunks = new Map<string, Promise<string>>()
  const chunk = (src: string) => {
    if (!chunks.has(src)) chunks.set(src, fetch(api(src)).then((res) => res.text()))
    return chunks.get(src)!
  }

  it.each(allDocs().map((d) => [d.path, d] as const))('%s', async (_, doc) => {
    const html = await (await fetch(api(doc.path))).text()
    // Script tags, preloads and the chunks named in the flight data for hydration: every script the page may load.
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))]
    if (!hasForm(doc)) {
      expect(scripts).toEqual([])
      return
    }
    const formCode = []
    for (const src of scripts) if ((await chunk(src)).includes(GUARD_FIELDS.challenge)) formCode.push(src)
    expect(formCode.length).toBeGreaterThan(0)
  })
})

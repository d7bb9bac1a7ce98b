import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allDocs } from '@/lib/server/domain/content'
import { formOf } from '@/lib/server/domain/content/rendering'
import { evidenceCopy } from '@/components/ksc/evidence/evidence-copy'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import { kscResultWords } from '@/lib/shared/i18n/ksc-result-words'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { testEnv } from '../support/test-env'
import { api } from './helpers'

const q = questionnaire()

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

// What only the server may know: the rules' names, the points and weights, the texts of results: actions and
// their proofs, levels, the entity types' duties.
const secrets = [
  'keyMeasureCap',
  'dontKnow',
  'questionSeconds',
  ...q.questions.flatMap((x) => [
    ...x.options.flatMap((o) => (o.do ? [o.do.pl.slice(0, 40), o.do.en.slice(0, 40)] : [])),
    x.action.proof.pl,
    x.action.proof.en,
  ]),
  ...q.levels.map((l) => l.description.en.slice(0, 40)),
  ...Object.values(q.duties).map((d) => d.text.en.slice(0, 40)),
]

describe('the KSC scoring stays on the server', () => {
  it('no client bundle holds the questionnaire, its weights or its results', () => {
    const chunks = files(path.resolve(testEnv.distDir, 'static')).filter((f) => f.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(5)
    const leaks = chunks.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return [...secrets, ...q.questions.map((x) => x.id)]
        .filter((s) => code.includes(s))
        .map((s) => `${path.basename(file)}: ${s}`)
    })
    expect(leaks).toEqual([])
  })

  it.each(['/ocena-gotowosci-ksc/', '/en/ksc-readiness-check/'])(
    'the page %s carries question and option texts only',
    async (page) => {
      const html = await (await fetch(api(page))).text()
      expect(html).toContain(q.questions[0]!.id)
      for (const secret of secrets) expect(html).not.toContain(secret)
      expect(html.match(/\\?"(points|weight|pass|days|paper|proof|dontKnow)\\?"/)?.[0]).toBeUndefined()
    },
  )
})

const CHUNK = /static\/chunks\/[\w.-]+\.js/g
/** The chunk files a page or chunk names (script tags, preloads, flight data), as URLs. */
const chunkUrlsIn = (text: string) => [...new Set(text.match(CHUNK))].map((name) => `/_next/${name}`)

// Every form's client code names the challenge field; so does no other script. A page without a form names no script at
// all (lib/server/features/build/page-scripts.ts); a form page runs Next's scripts as Next wrote them, and loads the
// request contract (zod, its core, the field messages) only when the form is sent, Turnstile's widget only when asked.
// The KSC check loads its evidence step, its result and the report form (the form code) when the visitor gets there.
const notAtLoad = (form: string): Record<string, string> => ({
  zod: 'ZodError',
  "zod's core": 'jitless',
  'the field messages': fieldMessage('required', 'pl'),
  "Turnstile's widget": 'challenges.cloudflare.com',
  ...(form === 'ksc-check' && {
    'the evidence step': evidenceCopy.pl.intro.slice(0, 60),
    'the result': 'ksc-plan',
    "the result's words": kscResultWords.pl.mustDoHeading,
    'the report form': GUARD_FIELDS.challenge,
  }),
})
describe("a page without a form names no script; a form page runs Next's, the rest of a form's code when used", () => {
  const chunks = new Map<string, Promise<string>>()
  const chunk = (src: string) => {
    if (!chunks.has(src))
      chunks.set(
        src,
        fetch(api(src)).then((res) => res.text()),
      )
    return chunks.get(src)!
  }

  it.each(allDocs().map((d) => [d.path, d] as const))('%s', async (_, doc) => {
    const html = await (await fetch(api(doc.path))).text()
    const scriptTags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    // Script tags, preloads and the chunks named in the flight data for hydration: every script the page may load.
    const named = chunkUrlsIn(html)
    const form = formOf(doc)
    if (form === undefined) {
      expect(named).toEqual([])
      expect(scriptTags).toEqual([])
      return
    }
    for (const attributes of scriptTags) expect(attributes).not.toMatch(/\stype=/)
    // What the page loads, and what that loads in turn (zod when a form is sent); a Set visits what is added while
    // it is walked. Each part found there, and none named at load.
    const reachable = new Set(named)
    for (const src of reachable) for (const more of chunkUrlsIn(await chunk(src))) reachable.add(more)
    const formCode = []
    for (const src of reachable) if ((await chunk(src)).includes(GUARD_FIELDS.challenge)) formCode.push(src)
    expect(formCode.length).toBeGreaterThan(0)
    for (const [what, mark] of Object.entries(notAtLoad(form))) {
      const holding = []
      for (const src of reachable) if ((await chunk(src)).includes(mark)) holding.push(src)
      expect(holding.length, what).toBeGreaterThan(0)
      for (const src of holding) expect(named, `${what}: ${src}`).not.toContain(src)
    }
    // No page needs next/image's client code (covers are served as they are): none loads at start.
    for (const src of named) expect(await chunk(src), src).not.toContain('getImgProps')
  })
})

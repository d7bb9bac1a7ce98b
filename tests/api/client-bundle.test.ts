import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HELD_SCRIPT_TYPE } from '@/lib/browser/forms-on-use'
import { COMPILE_HINT, chunksNamedIn } from '@/lib/build/compile-hints'
import { allDocs } from '@/lib/content'
import { formOf } from '@/lib/content/rendering'
import { GUARD_FIELDS } from '@/lib/contracts/form-guards'
import { questionnaire } from '@/lib/ksc/questionnaire'
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

// Every form's client code names the challenge field; so does no other script. A page without a form names no
// script at all; a form page holds Next's scripts, which load the forms' code once the form is used, and runs only
// its own small script before that (lib/build/page-scripts.ts).
describe("a page without a form names no script; a form page runs only its own until the form is used, and then loads the forms' code", () => {
  const chunks = new Map<string, Promise<string>>()
  const chunk = (src: string) => {
    if (!chunks.has(src))
      chunks.set(
        src,
        fetch(api(src)).then((res) => res.text()),
      )
    return chunks.get(src)!
  }
  const chunkUrlsIn = (text: string) => chunksNamedIn(text).map((name) => `/_next/${name}`)

  it.each(allDocs().map((d) => [d.path, d] as const))('%s', async (_, doc) => {
    const html = await (await fetch(api(doc.path))).text()
    const scriptTags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
    // Script tags, preloads and the chunks named in the flight data for hydration: every script the page may load.
    const named = chunkUrlsIn(html)
    if (formOf(doc) === undefined) {
      expect(named).toEqual([])
      expect(scriptTags).toEqual([])
      return
    }
    expect(scriptTags.at(-1)).toBe('')
    for (const attributes of scriptTags.slice(0, -1))
      expect(attributes).toMatch(new RegExp(`^ type="${HELD_SCRIPT_TYPE}"`))
    expect(html).not.toMatch(/<link\b[^>]*as="script"/)
    // What the held scripts load, and what those load in turn (the forms' chunks come through next/dynamic, zod
    // when a form is sent); a Set visits what is added while it is walked.
    const reachable = new Set(named)
    for (const src of reachable) for (const more of chunkUrlsIn(await chunk(src))) reachable.add(more)
    const formCode = []
    for (const src of reachable) if ((await chunk(src)).includes(GUARD_FIELDS.challenge)) formCode.push(src)
    expect(formCode.length).toBeGreaterThan(0)
    // What the page runs at the form's first use is compiled as it arrives; zod, loaded when the form is sent,
    // stays lazy.
    const hinted = async (src: string) => (await chunk(src)).startsWith(`${COMPILE_HINT}\n`)
    for (const src of named) expect(await hinted(src), src).toBe(true)
    const zod = []
    for (const src of reachable) if ((await chunk(src)).includes('ZodError')) zod.push(src)
    expect(zod.length).toBeGreaterThan(0)
    for (const src of zod) expect(await hinted(src), src).toBe(false)
  })
})

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COMPILE_HINT, withCompileHint } from '@/lib/build/compile-hints'
import { withPolicyMeta } from '@/lib/build/page-policy-meta'
import { rewritePageScripts, withoutScripts, withScriptsHeld } from '@/lib/build/page-scripts'
import { HELD_SCRIPT_TYPE } from '@/lib/browser/forms-on-use'

// The shape of what Next 16 writes for a static page: chunk scripts, a script preload, its bootstrap and the
// inline RSC payload, around the server-rendered document.
const nextPage = [
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script>',
  '<title>O nas</title><link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2" crossorigin=""/></head>',
  '<body><main id="main"><h1>O nas</h1><p>Tekst <a href="/kontakt/">kontakt</a>.</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK ||= []).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '</body></html>',
].join('')

describe('page scripts after the build', () => {
  it('keeps the document, its styles and fonts, and takes out every script and script preload', () => {
    const html = withoutScripts(nextPage)
    expect(html).not.toMatch(/<script|as="script"|modulepreload|__next_f|TURBOPACK/)
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(html).toContain('as="font"')
    expect(html).toContain('<main id="main"><h1>O nas</h1><p>Tekst <a href="/kontakt/">kontakt</a>.</p></main>')
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  it('on a form page, holds every script of Next in its place and in its order, drops the preloads, and adds the page script last', () => {
    const html = withScriptsHeld(nextPage, 'startFormsOnUse()')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    const original = [...nextPage.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.slice(0, -1).map((m) => [m[1], m[2]])).toEqual(
      original.map((m) => [` type="${HELD_SCRIPT_TYPE}"${m[1]}`, m[2]]),
    )
    expect(scripts.at(-1)![0]).toBe('<script>startFormsOnUse()</script>')
    expect(html).not.toMatch(/as="script"|modulepreload/)
    expect(html.endsWith('<script>startFormsOnUse()</script></body></html>')).toBe(true)
    expect(html).toContain('<main id="main"><h1>O nas</h1>')
  })

  it('refuses a page it has rewritten already, which would hold its own page script', () => {
    expect(() => withScriptsHeld(withScriptsHeld(nextPage, 'run()'), 'run()')).toThrow(/rewritten already/)
  })

  it('refuses to hold a script that has a type of its own (it would run, or be mangled)', () => {
    expect(() => withScriptsHeld(nextPage.replace('<script id="_R_">', '<script type="module" id="_R_">'), '')).toThrow(
      /type of its own/,
    )
  })

  const dist = mkdtemp(path.join(tmpdir(), 'page-scripts-'))
  afterAll(async () => rm(await dist, { recursive: true, force: true }))

  it("rewrites the prerendered pages it is given, nested ones too, each as it needs and with its own policy, and leaves the rest (Next's own, the RSC files) alone", async () => {
    const appDir = path.join(await dist, 'server', 'app')
    await mkdir(path.join(appDir, 'en'), { recursive: true })
    const files = {
      page: path.join(appDir, 'o-nas.html'),
      nested: path.join(appDir, 'en', 'about.html'),
      form: path.join(appDir, 'kontakt.html'),
      next: path.join(appDir, '_not-found.html'),
      rsc: path.join(appDir, 'o-nas.rsc'),
    }
    for (const file of Object.values(files)) await writeFile(file, nextPage)
    const chunksDir = path.join(await dist, 'static', 'chunks')
    await mkdir(chunksDir, { recursive: true })
    const chunk = (name: string) => path.join(chunksDir, name)
    const code = '(globalThis.TURBOPACK ||= []).push([])'
    for (const name of ['b.js', 'c.js', 'p.js', 'lazy.js']) await writeFile(chunk(name), code)
    const pages = [
      { path: '/o-nas/', hasForm: false },
      { path: '/en/about/', hasForm: false },
      { path: '/kontakt/', hasForm: true },
    ]
    const report = await rewritePageScripts(await dist, pages, 'run()')
    const document = withPolicyMeta(withoutScripts(nextPage), false)
    const form = withPolicyMeta(withScriptsHeld(nextPage, 'run()'), true)
    for (const file of [files.page, files.nested]) expect(await readFile(file, 'utf8')).toBe(document)
    expect(await readFile(files.form, 'utf8')).toBe(form)
    expect(report).toEqual({
      bytesBefore: 3 * Buffer.byteLength(nextPage),
      bytesAfter: 2 * Buffer.byteLength(document) + Buffer.byteLength(form),
      chunksHinted: 3,
    })
    for (const file of [files.next, files.rsc]) expect(await readFile(file, 'utf8')).toBe(nextPage)
    // The chunks the form page names are compiled as they arrive; a chunk it loads later only is left lazy.
    for (const name of ['b.js', 'c.js', 'p.js'])
      expect(await readFile(chunk(name), 'utf8')).toBe(`${COMPILE_HINT}\n${code}`)
    expect(await readFile(chunk('lazy.js'), 'utf8')).toBe(code)
  })

  it('puts the compile hint first in a chunk, once', () => {
    expect(withCompileHint('a()')).toBe('//# allFunctionsCalledOnLoad\na()')
    expect(withCompileHint(withCompileHint('a()'))).toBe(withCompileHint('a()'))
  })

  it('fails on a page the build did not write, which would otherwise be served as Next wrote it', async () => {
    await expect(rewritePageScripts(await dist, [{ path: '/no-such-page/', hasForm: false }], '')).rejects.toThrow(
      /no-such-page\.html/,
    )
  })
})

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withPolicyMeta } from '@/lib/server/features/build/page-policy-meta'
import { assertNextScripts, finishPages, withoutScripts } from '@/lib/server/features/build/page-scripts'

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
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '</body></html>',
].join('')

describe('the build step after next build', () => {
  it('keeps the document, its styles and fonts, and takes out every script and script preload', () => {
    const html = withoutScripts(nextPage)
    expect(html).not.toMatch(/<script|as="script"|modulepreload|__next_f|TURBOPACK/)
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(html).toContain('as="font"')
    expect(html).toContain('<main id="main"><h1>O nas</h1><p>Tekst <a href="/kontakt/">kontakt</a>.</p></main>')
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  it.each([
    ['an inline script of its own', '<script>alert(1)</script>'],
    ['a script from elsewhere', '<script src="https://cdn.example/x.js"></script>'],
    ['a module script', '<script type="module" src="/_next/static/chunks/m.js"></script>'],
    ['a script with a type of its own', '<script type="application/ld+json">{}</script>'],
  ])('fails the build on HTML it does not recognise: %s', (_what, script) => {
    const page = nextPage.replace('</main>', `</main>${script}`)
    expect(() => assertNextScripts(page)).toThrow(/does not know/)
    expect(() => withoutScripts(page)).toThrow(/does not know/)
  })

  it('fails the build on an event handler left in a page it takes the scripts out of', () => {
    expect(() => withoutScripts(nextPage.replace('<main id="main">', '<main id="main" onclick="x()">'))).toThrow(
      /still runs a script/,
    )
  })

  const dist = mkdtemp(path.join(tmpdir(), 'page-scripts-'))
  afterAll(async () => rm(await dist, { recursive: true, force: true }))

  it("finishes the prerendered pages it is given, nested ones too: without a form, no scripts; with one, Next's as written; each with its own policy; the rest left alone", async () => {
    const appDir = path.join(await dist, 'server', 'app')
    await mkdir(path.join(appDir, 'en'), { recursive: true })
    const files = {
      page: path.join(appDir, 'o-nas.html'),
      nested: path.join(appDir, 'en', 'about.html'),
      form: path.join(appDir, 'kontakt.html'),
      rsc: path.join(appDir, 'o-nas.rsc'),
    }
    for (const file of Object.values(files)) await writeFile(file, nextPage)
    const bytes = await finishPages(await dist, [
      { path: '/o-nas/', hasForm: false },
      { path: '/en/about/', hasForm: false },
      { path: '/kontakt/', hasForm: true },
    ])
    const document = withPolicyMeta(withoutScripts(nextPage), false)
    const form = withPolicyMeta(nextPage, true)
    for (const file of [files.page, files.nested]) expect(await readFile(file, 'utf8')).toBe(document)
    expect(await readFile(files.form, 'utf8')).toBe(form)
    expect(await readFile(files.rsc, 'utf8')).toBe(nextPage)
    expect(bytes).toEqual({
      before: 3 * Buffer.byteLength(nextPage),
      after: 2 * Buffer.byteLength(document) + Buffer.byteLength(form),
    })
  })

  it('fails on a page the build did not write, which would otherwise be served as Next wrote it', async () => {
    await expect(finishPages(await dist, [{ path: '/no-such-page/', hasForm: false }])).rejects.toThrow(
      /no-such-page\.html/,
    )
  })
})

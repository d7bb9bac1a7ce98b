import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeStaticPagesScriptless, withoutScripts } from '@/lib/build/scriptless-pages'

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

describe('static pages without scripts', () => {
  it('keeps the document, its styles and fonts, and takes out every script and script preload', () => {
    const html = withoutScripts(nextPage)
    expect(html).not.toMatch(/<script|as="script"|modulepreload|__next_f|TURBOPACK/)
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(html).toContain('as="font"')
    expect(html).toContain('<main id="main"><h1>O nas</h1><p>Tekst <a href="/kontakt/">kontakt</a>.</p></main>')
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  const dist = mkdtemp(path.join(tmpdir(), 'scriptless-'))
  afterAll(async () => rm(await dist, { recursive: true, force: true }))

  it("rewrites the prerendered pages it is given, nested ones too, and leaves the rest (Next's own, the RSC files) alone", async () => {
    const appDir = path.join(await dist, 'server', 'app')
    await mkdir(path.join(appDir, 'en'), { recursive: true })
    const files = { page: path.join(appDir, 'o-nas.html'), nested: path.join(appDir, 'en', 'about.html'), next: path.join(appDir, '_not-found.html'), rsc: path.join(appDir, 'o-nas.rsc') }
    for (const file of Object.values(files)) await writeFile(file, nextPage)
    const report = await makeStaticPagesScriptless(await dist, ['/o-nas/', '/en/about/'])
    expect(report.bytesAfter).toBeLessThan(report.bytesBefore)
    for (const file of [files.page, files.nested]) expect(await readFile(file, 'utf8')).toBe(withoutScripts(nextPage))
    for (const file of [files.next, files.rsc]) expect(await readFile(file, 'utf8')).toBe(nextPage)
  })

  it('fails on a static page the build did not write, which would otherwise be served with its scripts', async () => {
    await expect(makeStaticPagesScriptless(await dist, ['/no-such-page/'])).rejects.toThrow(/no-such-page\.html/)
  })
})

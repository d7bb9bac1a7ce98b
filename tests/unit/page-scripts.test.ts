import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from '@/lib/server/domain/content/load'
import { withPolicyMeta } from '@/lib/server/features/build/page-policy-meta'
import { assertNextScripts, finishPages, withoutScripts } from '@/lib/server/features/build/page-scripts'
import { prerenderedFile } from '@/lib/server/features/build/prerendered-file'
import { nextPage } from '../support/next-page'

/** Every file under `dir` by its path there, with a hash of its bytes. */
async function hashes(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  const hashOf = async (file: string) =>
    createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  return new Map(await Promise.all(files.map(async (file) => [path.relative(dir, file), await hashOf(file)] as const)))
}

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

  it("finishes the prerendered pages it is given, nested ones too: without a form, no scripts; with one, Next's as written; each with its own policy", async () => {
    const appDir = path.join(await dist, 'server', 'app')
    await mkdir(path.join(appDir, 'en'), { recursive: true })
    const files = {
      page: path.join(appDir, 'o-nas.html'),
      nested: path.join(appDir, 'en', 'about.html'),
      form: path.join(appDir, 'kontakt.html'),
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

  it('as `npm run build` runs it, rewrites the HTML of every page and no other file `next build` wrote', async () => {
    const built = path.join(await dist, 'built')
    const pages = [...loadContent().map((doc) => doc.path), '/_not-found/']
    const htmlFiles = pages.map((page) => prerenderedFile(built, page))
    // What Next writes beside each page's HTML (its RSC payload, segments, metadata), the chunks the pages name, and
    // its manifests: a stand-in of each kind, each with bytes of its own.
    const others = [
      ...htmlFiles.flatMap((html) =>
        ['.rsc', '.meta', '.segments/_tree.segment.rsc'].map((e) => html.replace(/\.html$/, e)),
      ),
      ...['b.js', 'c.js', 'p.js', 'a.css'].map((name) => path.join('static', 'chunks', name)),
      ...['build-manifest.json', 'prerender-manifest.json', 'routes-manifest.json', 'server/app-paths-manifest.json'],
    ].map((file) => path.resolve(built, file))
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, text)
    }
    for (const file of htmlFiles) await write(file, nextPage)
    for (const file of others) await write(file, `(self.TURBOPACK||=[]).push(${JSON.stringify(file)});\n`)
    const before = await hashes(built)
    await promisify(execFile)('node_modules/.bin/tsx', ['scripts/finish-build.ts'], {
      env: { ...process.env, NEXT_DIST_DIR: built },
    })
    const after = await hashes(built)
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file)
    expect(changed.sort()).toEqual(htmlFiles.map((file) => path.relative(built, file)).sort())
  })
})

import { describe, expect, it } from 'vitest'
import { functionSize, readBuildOutput } from '../support/vercel/build-output'
import { matches } from '../support/vercel/front'
import { vercel } from './helpers'

// What the deployment carries: each function only what it runs.

const output = readBuildOutput(vercel.outputDir, process.cwd())
// Vercel's builder puts every .env file of the project's root into each function, as Next reads them at run time:
// .env.example, the list of settings with no value, goes too.
const NOT_RUN =
  /^(tests|bench|docs|scripts|\.ci|\.vercel|\.next-test)\/|^[^/]+\.md$|^\.env(?!\.example$)|^(app|components|lib)\/.*\.tsx?$/

describe('the functions of the Build Output', () => {
  it.each(output.functions().map((fn) => [fn]))('%s carries no tests, benchmarks, scripts or docs', (fn) => {
    const files = Object.keys(output.vcConfig(fn).filePathMap ?? {})
    expect(files.filter((file) => NOT_RUN.test(file))).toEqual([])
    // And what its routes read at run time: the content, and the gated PDFs.
    if (fn !== output.functionOf('_middleware')) expect(files).toContain('private/ksc-nis2-sap-guide-pl.pdf')
    expect(files).toContain('content/site.json')
  })

  it('no image optimizer: the Build Output configures none, so /_next/image is not Vercel’s (images.unoptimized)', () => {
    expect(output.config.images).toBeUndefined()
  })

  it('the proxy runs for Markdown requests only: never for a page view, a redirect, a 404 or an operation', () => {
    const routes = output.config.routes.filter((route) => route.middlewarePath)
    // Each route's `has` and `missing` conditions as the platform reads them, for a visitor's request to the site.
    const runs = (path: string, accept = 'text/html') =>
      routes.some((route) => matches(route, path, new Headers({ accept, host: 'bastion-consulting.pl' })))
    for (const [path, accept] of [
      ['/kontakt/index.md'],
      ['/index.md'],
      ['/en/index.md'],
      ['/kontakt/', 'text/markdown'],
      ['/', 'text/markdown, text/html;q=0.5'],
    ] as [string, string?][])
      expect(runs(path, accept), `${path} ${accept}`).toBe(true)
    for (const path of [
      '/',
      '/kontakt/',
      '/kontakt',
      '/nope.txt',
      '/nie-ma/',
      '/api/contact/',
      '/api/contact',
      '/cron/deliver-leads/',
      '/_next/static/chunks/a.js',
    ])
      expect(runs(path), path).toBe(false)
  })

  it('the largest function, in bytes and files (recorded in bench/RESULTS.md)', () => {
    const sizes = output.functions().map((fn) => ({ fn, ...functionSize(output, fn) }))
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    console.log(sizes.map((s) => `${s.fn}: ${(s.bytes / 1024 / 1024).toFixed(1)} MB in ${s.files} files`).join('\n'))
    // Vercel's limit for a function is 250 MB unzipped.
    expect(largest.bytes).toBeLessThan(250 * 1024 * 1024)
  })
})

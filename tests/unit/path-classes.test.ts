import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headerRules, MARKDOWN_ACCEPT, nginxSnippets, PATH_CLASSES } from '@/lib/server/http/headers/path-classes'
import { config as proxyConfig } from '@/proxy'

// The one table of path classes: each answer's policy comes from exactly one class (or from the answer itself),
// and nginx's own answers carry what the table says.

const paths = [
  '/',
  '/kontakt/',
  '/en/blog/some-post/',
  '/nie-ma-takiej-strony/',
  '/editor/',
  '/editor/preview/pl/',
  '/editor/config.yml',
  '/api/contact/',
  '/api',
  '/api/materials/download/',
  '/cron/deliver-leads/',
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/turbopack-worker-1hrsqshz0gfey.js',
  '/kontakt/index.md',
  '/sitemap.xml',
  '/dev/outbox/',
  '/dev/outbox/1/html/',
  '/dev/',
  '/dev/nope/',
]
/** The proxy's matcher at a page's address, by Accept. */
const byAccept = proxyConfig.matcher.find((m) => typeof m !== 'string')!
const classesOf = (path: string) =>
  PATH_CLASSES.filter((c) => new RegExp(`^/(?:${c.pattern})$`).test(path)).map((c) => c.name)

describe('the path classes', () => {
  it.each(paths)('%s is in one class at most', (path) => {
    expect(classesOf(path).length).toBeLessThanOrEqual(1)
  })

  it.each([
    ['/', 'page'],
    ['/en/blog/some-post/', 'page'],
    ['/editor/', 'editor'],
    ['/editor/config.yml', 'data'],
    ['/api', 'data'],
    ['/api/contact/', 'data'],
    ['/_next/static/chunks/turbopack-worker-1hrsqshz0gfey.js', 'worker'],
    ['/_next/static/chunks/x/turbopack-worker-1.js', 'data'],
    // next dev's worker entry, as the address has it.
    ['/_next/static/chunks/turbopack-worker-%5Bclient-fs%5D__next_static_chunks_1_hyozqcdxgqf._.js', 'worker'],
    ['/_next/static/chunks/turbopack-worker-[client-fs]__next_static_chunks_1_hyozqcdxgqf._.js', 'worker'],
    ['/kontakt/index.md', 'data'],
    ['/api/materials/download/', undefined],
    ['/dev/outbox/1/html/', undefined],
  ])('%s is a %s path', (path, name) => {
    expect(classesOf(path)[0]).toBe(name)
  })

  it("next.config.ts's rules are the table's, one policy rule per class", () => {
    const rules = headerRules(false)
    expect(rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))).toHaveLength(
      PATH_CLASSES.length,
    )
  })

  it.each(paths)('the proxy runs for an Accept that names Markdown at %s only if it is a page path', (path) => {
    // Its source is one group in path-to-regexp's syntax, which reads the same as a regular expression.
    expect(new RegExp(`^${byAccept.source}$`).test(path)).toBe(classesOf(path)[0] === 'page')
  })

  it('the Link header rules skip exactly the requests the proxy answers at a page’s address', () => {
    expect(byAccept.has).toEqual([MARKDOWN_ACCEPT])
  })

  it("nginx's header files are the ones the table makes (npm run nginx-snippets writes them)", () => {
    const { values, headers } = nginxSnippets()
    expect(readFileSync('deploy/nginx/security-header-values.conf', 'utf8')).toBe(values)
    expect(readFileSync('deploy/nginx/security-headers.conf', 'utf8')).toBe(headers)
  })
})

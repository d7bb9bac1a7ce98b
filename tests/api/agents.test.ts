import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import { siteFiles } from '../support/site-files'
import { testEnv } from '../support/test-env'
import { api, stack } from './helpers'

const all = loadContent()
const indexable = all.filter((d) => !(d.folder === 'pages' && d.data.noindex))
const abs = (p: string) => new URL(p, stack.baseUrl).toString()
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
const get = (p: string, accept?: string) => fetch(api(p), accept ? { headers: { accept } } : {})

function expectMarkdownVariant(res: Response, body: string, doc: Doc) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
  expect(res.headers.get('vary')).toMatch(/\bAccept\b/)
  expect(res.headers.get('x-robots-tag')).toBe('noindex')
  expect(Number(res.headers.get('x-markdown-tokens'))).toBeGreaterThan(10)
  expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
  expect(body.startsWith(`# ${doc.data.title}\n\n> ${doc.data.description}`)).toBe(true)
  expect(body).not.toMatch(/\]\(\//)
  expect(body).toContain(abs(doc.path))
}

describe('the Markdown variant of every page', () => {
  it.each(indexable.map((d) => [d.path, d] as const))(
    '%s index.md, and the same through Accept: text/markdown',
    async (_p, doc) => {
      const byFile = await get(`${doc.path}index.md`)
      const body = await byFile.text()
      expectMarkdownVariant(byFile, body, doc)
      expect(byFile.headers.get('cache-control')).toMatch(/^public/)

      const byAccept = await get(doc.path, 'text/markdown')
      expectMarkdownVariant(byAccept, await byAccept.text(), doc)
      expect(byAccept.headers.get('cache-control')).toMatch(/^private/)

      const html = await get(doc.path, browserAccept)
      expect(html.headers.get('content-type')).toMatch(/^text\/html/)
      expect(html.headers.get('link')).toContain(
        `<${abs(`${doc.path}index.md`)}>; rel="alternate"; type="text/markdown"`,
      )
    },
  )

  it.each([
    [browserAccept, 'html'],
    ['*/*', 'html'],
    ['text/*', 'html'],
    ['text/markdown;q=0.5, text/html', 'html'],
    ['text/markdown, text/html', 'markdown'],
    ['text/html, text/markdown', 'html'],
    ['text/html;q=0.5, text/markdown', 'markdown'],
    ['text/markdown', 'markdown'],
    ['text/markdown, */*;q=0.1', 'markdown'],
    ['text/markdown;q=0, text/*', 'html'],
  ])('Accept: %s gets %s', async (accept, variant) => {
    const res = await get('/en/about/', accept)
    expect(res.headers.get('content-type')).toMatch(variant === 'html' ? /^text\/html/ : /^text\/markdown/)
    // The HTML links its Markdown variant whichever Accept it was chosen for; the variant links its page.
    expect(res.headers.get('link')).toBe(
      variant === 'html'
        ? `<${abs('/en/about/index.md')}>; rel="alternate"; type="text/markdown"`
        : `<${abs('/en/about/')}>; rel="canonical"; type="text/html"`,
    )
  })

  it.each([
    ['/nie-ma-takiej-strony/index.md', undefined, 'Nie znaleziono strony'],
    ['/en/no-such-page/', 'text/markdown', 'Page not found'],
  ])('%s is a 404 in Markdown', async (p, accept, heading) => {
    const res = await get(p, accept)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await res.text()).toMatch(new RegExp(`^# ${heading}`))
  })

  it('describes a form in prose, from the contract, and says it needs a browser', async () => {
    const text = await (await get('/en/contact/index.md')).text()
    expect(text).toContain('## The form on this page')
    expect(text).toContain('POST `/api/contact/`')
    expect(text).toContain('cannot be called programmatically')
    expect(text).toContain('- `email`: required, up to 500 characters')
    expect(text).toContain(abs('/openapi.json'))
    const pl = await (await get('/kariera/inzynier-sap-basis/index.md')).text()
    expect(pl).toContain('Operacja `submitJobApplication`')
    expect(pl).toContain('(`q1`)')
  })
})

describe('llms.txt and llms-full.txt', () => {
  it('follows llmstxt.org and links the Markdown variant of exactly every page, and openapi.json', async () => {
    const res = await get('/llms.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('etag')).toBeTruthy()
    const text = await res.text()
    const lines = text.split('\n')
    expect(lines[0]).toBe('# Bastion Consulting')
    expect(lines.find((l) => l.trim() !== '' && !l.startsWith('# '))).toMatch(/^> /)
    expect(text).toMatch(/^## /m)
    const linked = [...text.matchAll(/\]\((\S+?\/index\.md)\)/g)].map((m) => m[1]).sort()
    expect(linked).toEqual([...new Set(indexable.map((d) => abs(`${d.path}index.md`)))].sort())
    expect(text).toContain(`](${abs('/openapi.json')})`)
  })

  it('llms-full.txt holds every page', async () => {
    const res = await get('/llms-full.txt')
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    for (const doc of indexable) expect(text).toContain(`\n# ${doc.data.title}\n\n> ${doc.data.description}`)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('validates against the sitemaps.org schema (with the XHTML alternates) and lists exactly every page with hreflang', async () => {
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'sitemap.xml')
    writeFileSync(file, xml)
    execFileSync('xmllint', ['--noout', '--schema', 'tests/support/schemas/sitemap-with-alternates.xsd', file], {
      stdio: 'pipe',
    })

    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    const locs = urls.map((u) => /<loc>(.*?)<\/loc>/.exec(u)![1])
    expect(locs.sort()).toEqual(indexable.map((d) => abs(d.path)).sort())
    for (const u of urls) {
      expect(u).toContain('hreflang="pl"')
      expect(u).toContain('hreflang="en"')
      expect(u).toContain('hreflang="x-default"')
    }
    const post = indexable.find((d): d is Doc<'posts'> => d.folder === 'posts')!
    const entry = urls.find((u) => u.includes(`<loc>${abs(post.path)}</loc>`))!
    expect(entry).toContain(`<lastmod>${post.data.updated ?? post.data.date}</lastmod>`)
  })

  it('robots.txt names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text()
    expect(text).toContain(`Sitemap: ${abs('/sitemap.xml')}`)
    expect(text).toContain('Disallow: /api/')
  })
})

describe('RSS feeds', () => {
  it.each([
    ['/rss.xml', 'pl'],
    ['/en/rss.xml', 'en'],
  ])(
    '%s: RSS 2.0 with the %s posts, newest first, self link, RFC 822 dates, absolute links',
    async (feedPath, lang) => {
      const res = await get(feedPath)
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      expect(res.headers.get('etag')).toBeTruthy()
      const xml = await res.text()
      expect(xml).toContain(`<atom:link href="${abs(feedPath)}" rel="self" type="application/rss+xml"/>`)
      const feed = await new Parser().parseString(xml)
      const posts = indexable
        .filter((d): d is Doc<'posts'> => d.folder === 'posts' && d.lang === lang)
        .sort((a, b) => b.data.date.localeCompare(a.data.date))
      expect(feed.items.map((i) => i.link)).toEqual(posts.map((p) => abs(p.path)))
      expect(feed.items.map((i) => i.title)).toEqual(posts.map((p) => p.data.title))
      for (const item of feed.items) {
        expect(item.pubDate).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        )
      }
      expect(feed.link?.startsWith(`${testEnv.siteUrl}/`)).toBe(true)
    },
  )
})

describe('the files the site serves', () => {
  it('every one answers 200', async () => {
    const statuses = await Promise.all(siteFiles().map(async (file) => [file, (await get(file)).status]))
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
  })

  it('the list names every route of app/ whose name has an extension', () => {
    const routes = readdirSync('app', { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)route\.ts$|(^|\/)manifest\.ts$|icon\.svg$/.test(file))
      .map((file) =>
        file
          .replace(/\\/g, '/')
          .replace(/\/route\.ts$/, '')
          .replace(/\([a-z]+\)\//g, '')
          .replace(/^manifest\.ts$/, 'manifest.webmanifest'),
      )
      .filter((route) => /\.[a-z0-9]+$/.test(route) && !route.includes('['))
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) expect(siteFiles()).toContain(`/${route}`)
  })

  it('a Markdown variant is served whatever scheme and host the proxy in front forwards', async () => {
    for (const path of ['/kontakt/index.md', '/en/index.md']) {
      const res = await fetch(api(path), {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.pl' },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    }
    const negotiated = await fetch(api('/kontakt/'), {
      headers: { accept: 'text/markdown', 'x-forwarded-proto': 'https' },
    })
    expect(negotiated.status).toBe(200)
    expect(negotiated.headers.get('cache-control')).toMatch(/^private/)
  })
})

describe('built once, at build time', () => {
  it.each(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt', '/rss.xml', '/en/rss.xml', '/openapi.json'])(
    '%s is served from the prerendered build, not rendered per request',
    async (resource) => {
      const file = path.join(testEnv.distDir, 'server/app', `${resource.replace(/\/$/, '')}.body`)
      expect(existsSync(file)).toBe(true)
      const res = await get(resource)
      expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(await res.text()).toBe(readFileSync(file, 'utf8'))
    },
  )
})

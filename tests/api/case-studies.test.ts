import { describe, expect, it } from 'vitest'
import { loadContent, type Doc } from '@/lib/server/domain/content/load'
import { messages } from '@/lib/shared/i18n/messages'
import { api } from './helpers'

// Case studies reach visitors and agents through the same content machinery as every other page: their own
// pages and list pages in both languages, the home page, the service pages they drew on, their Markdown
// variants, the sitemap and llms.txt.

const docs = loadContent()
const cases = docs.filter((d): d is Doc<'cases'> => d.folder === 'cases')
const text = async (p: string) => (await fetch(api(p))).text()
const hrefs = (html: string) => new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]))

describe('case studies', () => {
  it.each(['pl', 'en'] as const)('%s: the list page and the home page link every case study', async (lang) => {
    const own = cases.filter((c) => c.lang === lang)
    expect(own.length).toBeGreaterThanOrEqual(2)
    const list = docs.find((d) => d.lang === lang && d.folder === 'pages' && d.key === 'case-studies')!
    const home = docs.find((d) => d.lang === lang && d.folder === 'pages' && d.key === 'home')!
    for (const page of [list, home]) {
      const links = hrefs(await text(page.path))
      for (const c of own) expect(links.has(c.path), `${page.path} links ${c.path}`).toBe(true)
      if (page === home) expect(links.has(list.path)).toBe(true)
    }
  })

  it.each(cases.map((c) => [c.path, c] as const))(
    '%s: its sections, the switch to its counterpart, the service pages it drew on',
    async (_p, doc) => {
      const html = await text(doc.path)
      const t = messages[doc.lang]
      for (const heading of Object.values(t.caseSection))
        expect(html).toMatch(new RegExp(`<h2 id="case-\\w+">${heading}</h2>`))
      expect(html).toContain(doc.data.client)
      const counterpart = cases.find((c) => c.key === doc.key && c.lang !== doc.lang)!
      expect(html).toMatch(new RegExp(`class="lang-switch" href="${counterpart.path}"`))

      for (const key of doc.data.services) {
        const service = docs.find((d) => d.folder === 'services' && d.lang === doc.lang && d.key === key)!
        const serviceHtml = await text(service.path)
        expect(serviceHtml).toContain(`<h2 id="service-cases">${t.serviceCaseStudies}</h2>`)
        expect(hrefs(serviceHtml).has(doc.path)).toBe(true)
        expect(await text(`${service.path}index.md`)).toContain(`](${api(doc.path)})`)
      }

      const markdown = await text(`${doc.path}index.md`)
      const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1])
      expect(sections.slice(0, 3)).toEqual(Object.values(t.caseSection))
      expect(markdown).toContain(`${t.client}: ${doc.data.client}`)
    },
  )

  it('are in the sitemap with both languages, and in llms.txt and llms-full.txt', async () => {
    const sitemap = await text('/sitemap.xml')
    const llms = await text('/llms.txt')
    const full = await text('/llms-full.txt')
    for (const doc of cases) {
      const entry = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)]
        .map((m) => m[1]!)
        .find((u) => u.includes(`<loc>${api(doc.path)}</loc>`))
      expect(entry, doc.path).toBeDefined()
      expect(entry).toContain('hreflang="pl"')
      expect(entry).toContain('hreflang="en"')
      expect(llms).toContain(`](${api(`${doc.path}index.md`)}): ${doc.data.description}`)
      expect(full).toContain(`## ${messages[doc.lang].caseSection.result}\n\n${doc.data.result.trim().split('\n')[0]}`)
    }
  })
})

import 'server-only'
import { allDocs, counterpartOf, lastModified, type Doc } from '@/lib/content'
import { absolute } from './markdown-variant'
import { xml } from './xml'

// sitemaps.org 0.9 with hreflang alternates (xhtml:link) after lastmod, where the schema allows other
// namespaces. Every page in both languages; the 404 pages (noindex) are left out.

function alternates(doc: Doc): string[] {
  const pair = [doc, counterpartOf(doc)].filter((d): d is Doc => Boolean(d))
  const links: [string, string][] = pair.map((d) => [d.lang, absolute(d.path)])
  const polish = pair.find((d) => d.lang === 'pl')
  if (polish) links.push(['x-default', absolute(polish.path)])
  return links.map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href)}"/>`)
}

export function sitemapXml(): string {
  const entries = allDocs()
    .filter((d) => !(d.folder === 'pages' && d.data.noindex))
    .map((doc) => {
      const lastmod = lastModified(doc)
      return [
        '  <url>',
        `    <loc>${xml(absolute(doc.path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates(doc),
        '  </url>',
      ].join('\n')
    })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absolute('/sitemap.xml')}\n`
}

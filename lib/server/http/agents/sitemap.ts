import 'server-only'
import type { MetadataRoute } from 'next'
import { allDocs, counterpartOf, lastModified, type Doc } from '@/lib/server/domain/content'
import { absolute } from './markdown-variant'
import { xml } from './xml'

// Written here, not by Next's app/sitemap.ts: Next 16.4 puts the hreflang alternates before lastmod, which the
// sitemaps.org schema refuses.

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

/** robots.txt (app/robots.ts): everything but the form endpoints may be crawled; the sitemap named. */
export const robotsRules = (): MetadataRoute.Robots => ({
  rules: { userAgent: '*', allow: '/', disallow: '/api/' },
  sitemap: absolute('/sitemap.xml'),
})

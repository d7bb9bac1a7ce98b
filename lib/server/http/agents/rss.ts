import 'server-only'
import { docsOf, pageByKey } from '@/lib/server/domain/content'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { absolute } from './markdown-variant'
import { xml } from './xml'

export const feedPath = (lang: Lang) => (lang === 'pl' ? '/rss.xml' : '/en/rss.xml')

/** RFC 822 date, as RSS 2.0 wants it (a date-only post is dated midnight UTC). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString()

/** RSS 2.0 of one language's posts, newest first, with its own address as atom:link rel="self". */
export function rssFeed(lang: Lang): string {
  const blog = pageByKey(lang, 'insights')
  const posts = docsOf(lang, 'posts')
  const items = posts.map(
    (post) => `    <item>
      <title>${xml(post.data.title)}</title>
      <link>${xml(absolute(post.path))}</link>
      <guid isPermaLink="true">${xml(absolute(post.path))}</guid>
      <pubDate>${rfc822(post.data.date)}</pubDate>
      <dc:creator>${xml(post.data.author)}</dc:creator>
${post.data.tags.map((tag) => `      <category>${xml(tag)}</category>`).join('\n')}
      <description>${xml(post.data.description)}</description>
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`${site.brand}: ${blog?.data.title ?? ''}`)}</title>
    <link>${xml(absolute(blog?.path ?? '/'))}</link>
    <description>${xml(blog?.data.description ?? site.tagline[lang])}</description>
    <language>${lang}</language>
    <atom:link href="${xml(absolute(feedPath(lang)))}" rel="self" type="application/rss+xml"/>
${posts[0] ? `    <lastBuildDate>${rfc822(posts[0].data.updated ?? posts[0].data.date)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`
}

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteHeader } from '@/components/site-header'
import { allDocs } from '@/lib/server/domain/content'
import { markdownVariant } from '@/lib/server/http/agents/markdown-variant'

// What a page says in its own language: its Markdown variant's facts, and its header's switch to the other language.

describe('a page speaks its own language', () => {
  it.each([
    ['pl', 'Tagi: '],
    ['en', 'Tags: '],
  ] as const)('a %s post’s Markdown variant names its tags as %j', (lang, words) => {
    const post = allDocs().find((d) => d.folder === 'posts' && d.lang === lang)
    if (post?.folder !== 'posts') throw new Error(`no ${lang} post`)
    const tags = post.data.tags.join(', ')
    const line = markdownVariant(post)
      .split('\n')
      .find((l) => l.endsWith(`: ${tags}`))
    expect(line).toBe(`${words}${tags}`)
  })

  it('a page with a translation switches to it', () => {
    const html = renderToStaticMarkup(<SiteHeader lang="pl" currentPath="/blog/" switchHref="/en/blog/" />)
    expect(html).toContain('href="/en/blog/"')
    expect(html).toContain('title="Ta strona po angielsku"')
  })

  it('a page without one switches to the other language’s home, and says so', () => {
    const html = renderToStaticMarkup(<SiteHeader lang="pl" currentPath="/blog/tylko-po-polsku/" />)
    expect(html).toMatch(/class="lang-switch" href="\/en\/"/)
    expect(html).toContain('title="Serwis po angielsku (tej strony nie ma po angielsku)"')
    const english = renderToStaticMarkup(<SiteHeader lang="en" />)
    expect(english).toContain('title="The site in Polish (this page has no Polish version)"')
  })
})

// Every path the site has no page for: Next's own 404, one static file served without a function (it has two
// root layouts, one per language, so it needs this document of its own). A 404 cannot know the address it answers
// without running code per request, so it speaks both languages, Polish first, each from its content file.
import './fonts/inter.css'
import './globals.css'
import type { Metadata } from 'next'
import { Markdown } from '@/components/markdown'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { ArticleHead } from '@/components/views/article-head'
import { pageByKey } from '@/lib/content'
import { site } from '@/lib/content/site'
import { langs } from '@/lib/i18n/langs'

const notFoundPage = (lang: (typeof langs)[number]) => {
  const doc = pageByKey(lang, 'not-found')
  if (!doc) throw new Error(`content/${lang}/pages/not-found.md is missing`)
  return doc
}

export const metadata: Metadata = {
  title: `${langs.map((lang) => notFoundPage(lang).data.title).join(' · ')} | ${site.brand}`,
  description: langs.map((lang) => notFoundPage(lang).data.description).join(' '),
  robots: { index: false },
}

export default function GlobalNotFound() {
  return (
    <html lang="pl">
      <body>
        <SiteHeader lang="pl" />
        <main id="main" className="wrap not-found" tabIndex={-1}>
          {langs.map((lang) => {
            const doc = notFoundPage(lang)
            return (
              <article key={lang} lang={lang}>
                <ArticleHead doc={doc} />
                <Markdown source={doc.body} />
              </article>
            )
          })}
        </main>
        <SiteFooter lang="pl" />
      </body>
    </html>
  )
}

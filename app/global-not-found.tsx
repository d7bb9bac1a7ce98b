// The 404 of every unknown path, static, so in both languages, Polish first (docs/architecture.md, "One request
// path").
import './fonts/inter.css'
import './globals.css'
import type { Metadata } from 'next'
import { Markdown } from '@/components/markdown'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { ArticleHead } from '@/components/views/article-head'
import { pageByKey } from '@/lib/server/domain/content'
import { iconLinks } from '@/lib/server/features/brand/icons'
import { site } from '@/lib/shared/content/site'
import { langs } from '@/lib/shared/i18n/langs'

const notFoundPage = (lang: (typeof langs)[number]) => {
  const doc = pageByKey(lang, 'not-found')
  if (!doc) throw new Error(`content/${lang}/pages/not-found.md is missing`)
  return doc
}

export const metadata: Metadata = {
  title: `${langs.map((lang) => notFoundPage(lang).data.title).join(' · ')} | ${site.brand}`,
  description: langs.map((lang) => notFoundPage(lang).data.description).join(' '),
  robots: { index: false },
  icons: iconLinks,
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

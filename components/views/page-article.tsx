import type { ReactNode } from 'react'
import { docsOf, type Doc } from '@/lib/content'
import { ContactDetails } from '@/components/site-footer'
import { Markdown } from '@/components/markdown'
import { messages } from '@/lib/i18n/messages'
import { ArticleHead } from './article-head'
import { DocCards } from './doc-cards'
import { HomeSections } from './home-sections'

/** A standalone page: its body, then what it lists or the form it carries (`formSlot`). */
export function PageArticle({ doc, formSlot }: { doc: Doc<'pages'>; formSlot?: ReactNode }) {
  const { lang, data } = doc
  return (
    <article>
      <ArticleHead doc={doc} />
      <Markdown source={doc.body} />
      {data.lists && <DocCards docs={docsOf(lang, data.lists)} />}
      {doc.key === 'home' && <HomeSections lang={lang} />}
      {data.form === 'contact' && (
        <aside aria-label={messages[lang].contactDetails} className="side-note">
          <ContactDetails lang={lang} />
        </aside>
      )}
      {formSlot}
    </article>
  )
}

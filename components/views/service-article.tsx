import { Markdown } from '@/components/markdown'
import { pageByKey, type Doc } from '@/lib/content'
import { messages } from '@/lib/i18n/messages'
import { ArticleHead } from './article-head'
import { CallToAction } from './call-to-action'

export function ServiceArticle({ doc }: { doc: Doc<'services'> }) {
  const t = messages[doc.lang]
  const contact = pageByKey(doc.lang, 'contact')
  return (
    <article>
      <ArticleHead doc={doc} />
      <section className="side-note" aria-label={t.highlights}>
        <ul className="checklist">
          {doc.data.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </section>
      <Markdown source={doc.body} />
      {contact && <CallToAction heading={t.contactCta} href={contact.path} label={t.contactCtaButton} />}
    </article>
  )
}

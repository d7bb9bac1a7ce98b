import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/server/domain/content'
import { caseSections } from '@/lib/shared/content/schemas'
import { messages } from '@/lib/shared/i18n/messages'
import { ArticleHead } from './article-head'
import { CallToAction } from './call-to-action'

/** A case study: who the client is (anonymised), then its situation, what was done and the result. */
export function CaseArticle({ doc }: { doc: Doc<'cases'> }) {
  const t = messages[doc.lang]
  return (
    <article>
      <ArticleHead doc={doc}>
        <p className="meta">
          {t.client}: {doc.data.client}
        </p>
      </ArticleHead>
      {caseSections.map((key) => (
        <section key={key} aria-labelledby={`case-${key}`}>
          <h2 id={`case-${key}`}>{t.caseSection[key]}</h2>
          <Markdown source={doc.data[key]} />
        </section>
      ))}
      <Markdown source={doc.body} />
      <CallToAction lang={doc.lang} heading={t.contactCta} />
    </article>
  )
}

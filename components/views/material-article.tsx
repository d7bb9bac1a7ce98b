import type { ReactNode } from 'react'
import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/content'
import { messages } from '@/lib/i18n/messages'
import { ArticleHead } from './article-head'

export function MaterialArticle({ doc, formSlot }: { doc: Doc<'materials'>; formSlot?: ReactNode }) {
  const t = messages[doc.lang]
  return (
    <article>
      <ArticleHead doc={doc}>
        <p className="meta">
          {t.materialKind[doc.data.kind]} · {t.pagesCount(doc.data.pages)}
        </p>
      </ArticleHead>
      <section aria-labelledby="toc" className="side-note">
        <h2 id="toc">{t.contents}</h2>
        <ol>
          {doc.data.toc.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ol>
      </section>
      <Markdown source={doc.body} />
      {formSlot}
    </article>
  )
}

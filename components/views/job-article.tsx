import type { ReactNode } from 'react'
import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/content'
import { messages } from '@/lib/i18n/messages'
import { ArticleHead } from './article-head'

export function JobArticle({ doc, formSlot }: { doc: Doc<'jobs'>; formSlot?: ReactNode }) {
  const t = messages[doc.lang]
  return (
    <article>
      <ArticleHead doc={doc}>
        <dl className="facts">
          <dt>{t.location}</dt>
          <dd>{doc.data.location}</dd>
          <dt>{t.employment}</dt>
          <dd>{doc.data.employment}</dd>
          <dt>{t.seniority}</dt>
          <dd>{doc.data.seniority}</dd>
        </dl>
      </ArticleHead>
      <Markdown source={doc.body} />
      {formSlot}
    </article>
  )
}

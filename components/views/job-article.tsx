import type { ReactNode } from 'react'
import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/server/domain/content'
import { messages } from '@/lib/shared/i18n/messages'
import { ArticleHead } from './article-head'
import { ToForm } from './to-form'

/** A job offer: its facts and the way to apply beside the text on a wide screen, under the title on a phone. */
export function JobArticle({ doc, formSlot }: { doc: Doc<'jobs'>; formSlot?: ReactNode }) {
  const t = messages[doc.lang]
  return (
    <article>
      <ArticleHead doc={doc}>
        <ToForm label={t.applyAction} />
      </ArticleHead>
      <div className="with-aside">
        <aside className="aside-card" aria-labelledby="job-facts">
          <h2 id="job-facts">{t.jobFacts}</h2>
          <dl className="facts">
            <dt>{t.location}</dt>
            <dd>{doc.data.location}</dd>
            <dt>{t.employment}</dt>
            <dd>{doc.data.employment}</dd>
            <dt>{t.seniority}</dt>
            <dd>{doc.data.seniority}</dd>
          </dl>
          <ToForm label={t.applyAction} wide />
        </aside>
        <Markdown source={doc.body} />
      </div>
      {formSlot}
    </article>
  )
}

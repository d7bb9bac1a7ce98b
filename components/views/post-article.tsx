import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/server/domain/content'
import { formatDate, messages } from '@/lib/shared/i18n/messages'
import { ArticleHead } from './article-head'

export function PostArticle({ doc }: { doc: Doc<'posts'> }) {
  const t = messages[doc.lang]
  return (
    <article>
      <ArticleHead doc={doc}>
        <p className="meta">
          {t.published}: <time dateTime={doc.data.date}>{formatDate(doc.lang, doc.data.date)}</time> · {t.author}:{' '}
          {doc.data.author}
        </p>
      </ArticleHead>
      <Markdown source={doc.body} />
      {doc.data.tags.length > 0 && (
        <ul className="tags">
          {doc.data.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </article>
  )
}

'use client'
import { useEffect, useState } from 'react'
import { caseSections } from '@/lib/content/schemas'
import { markdownToHtml } from '@/lib/content/markdown'
import type { Lang } from '@/lib/i18n/langs'
import { messages } from '@/lib/i18n/messages'
import { DRAFT, DRAFT_READY, type DraftMessage } from './draft-messages'

const Markdown = ({ source }: { source: unknown }) => (
  <div
    className="prose"
    dangerouslySetInnerHTML={{ __html: markdownToHtml(typeof source === 'string' ? source : '') }}
  />
)

/** The document the editor is writing, set as the site sets an article: its head, its sections, its text. */
export function DraftArticle({ lang }: { lang: Lang }) {
  const [draft, setDraft] = useState<DraftMessage>()
  useEffect(() => {
    const receive = (event: MessageEvent<DraftMessage>) => {
      if (event.origin === window.location.origin && event.data?.kind === DRAFT) setDraft(event.data)
    }
    window.addEventListener('message', receive)
    window.top?.postMessage(DRAFT_READY, window.location.origin)
    return () => window.removeEventListener('message', receive)
  }, [])
  if (!draft) return null
  const { data, folder } = draft
  return (
    <article>
      <div className="page-top bleed">
        <header className="page-head">
          <h1>{String(data.title ?? '')}</h1>
          {typeof data.description === 'string' && <p className="lead">{data.description}</p>}
        </header>
      </div>
      {folder === 'cases' &&
        caseSections.map((key) => (
          <section key={key}>
            <h2>{messages[lang].caseSection[key]}</h2>
            <Markdown source={data[key]} />
          </section>
        ))}
      <Markdown source={data.body} />
    </article>
  )
}

import type { ReactNode } from 'react'
import { Markdown } from '@/components/markdown'
import type { Doc } from '@/lib/server/domain/content'
import { messages } from '@/lib/shared/i18n/messages'
import { editionOf } from '@/lib/server/domain/materials/catalog'
import { ArticleHead } from './article-head'
import { ToForm } from './to-form'

/** A gated material: what the PDF holds (read from it), and its form beside it, or on a phone below it. */
export function MaterialArticle({ doc, formSlot }: { doc: Doc<'materials'>; formSlot?: ReactNode }) {
  const t = messages[doc.lang]
  const edition = editionOf(doc)
  return (
    <article>
      <ArticleHead doc={doc}>
        <p className="meta">
          {t.materialKind[doc.data.kind]}
          {edition && ` · ${t.pagesCount(edition.pages)}`}
        </p>
        <ToForm label={t.getMaterialAction} />
      </ArticleHead>
      <div className="with-form">
        <div>
          {edition && (
            <div className="material-summary">
              {/* Already a small PNG of its final size (npm run materials), so a plain <img>: next/image would
                  add its client code to every form page's scripts and optimise nothing. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
              <img
                src={edition.cover.src}
                alt={t.coverAlt(doc.data.title)}
                width={edition.cover.width}
                height={edition.cover.height}
                className="material-cover"
                decoding="async"
              />
              <section aria-labelledby="toc" className="side-note">
                <h2 id="toc">{t.contents}</h2>
                <ol>
                  {edition.contents.map((entry) => (
                    <li key={entry.title}>
                      {entry.title} <span className="meta">({t.contentsPage(entry.page)})</span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          )}
          <Markdown source={doc.body} />
        </div>
        {formSlot}
      </div>
    </article>
  )
}

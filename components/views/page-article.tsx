import type { ReactNode } from 'react'
import { docsOf, type Doc } from '@/lib/server/domain/content'
import { ContactDetails } from '@/components/site-footer'
import { Markdown } from '@/components/markdown'
import { messages } from '@/lib/shared/i18n/messages'
import { ArticleHead } from './article-head'
import { CallToAction } from './call-to-action'
import { DocCards } from './doc-cards'
import { HomePage } from './home-page'
import { EngagementSteps, TrustSection } from './trust-sections'

/** A standalone page: its body, then what it lists, the company's facts or its form (`formSlot`). */
export function PageArticle({ doc, formSlot }: { doc: Doc<'pages'>; formSlot?: ReactNode }) {
  const { lang, data } = doc
  const t = messages[lang]
  if (doc.key === 'home') return <HomePage doc={doc} />
  return (
    <article className={data.lists ? 'listing' : data.form === 'ksc-check' ? 'check-page' : undefined}>
      <ArticleHead doc={doc} />
      {data.form === 'ksc-check' ? (
        // The check starts at once, above the fold; its explanation beside it on a wide screen, below on a narrow one.
        <div className="check-first">
          {formSlot}
          <div>
            <Markdown source={doc.body} />
          </div>
        </div>
      ) : data.form === 'contact' ? (
        <div className="with-form">
          <div>
            <Markdown source={doc.body} />
            <aside aria-label={t.contactDetails} className="side-note">
              <ContactDetails lang={lang} />
            </aside>
          </div>
          {formSlot}
        </div>
      ) : (
        <Markdown source={doc.body} />
      )}
      {data.lists && <DocCards docs={docsOf(lang, data.lists)} />}
      {doc.key === 'about' && (
        <>
          <TrustSection lang={lang} id="about-principles" heading={t.principlesHeading} />
          <EngagementSteps lang={lang} id="about-engagement" />
          <CallToAction lang={lang} heading={t.contactCta} />
        </>
      )}
      {data.form !== 'contact' && data.form !== 'ksc-check' && formSlot}
    </article>
  )
}

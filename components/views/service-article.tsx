import { AreaIcon } from '@/components/icons'
import { Markdown } from '@/components/markdown'
import { casesOfService, pageByKey, type Doc } from '@/lib/server/domain/content'
import { messages } from '@/lib/shared/i18n/messages'
import { ArticleHead } from './article-head'
import { CallToAction } from './call-to-action'
import { CardSection } from './card-section'
import { CheckList } from './check-list'
import { MainActions } from './main-actions'
import { EngagementSteps } from './trust-sections'

/** A service: a summary with the main actions, the text, what the client gets, the engagement, the case studies. */
export function ServiceArticle({ doc }: { doc: Doc<'services'> }) {
  const t = messages[doc.lang]
  const cases = casesOfService(doc)
  const allCases = pageByKey(doc.lang, 'case-studies')
  return (
    <article className="service">
      <ArticleHead doc={doc} icon={<AreaIcon area={doc.data.area} size={40} />} />
      <div className="with-aside">
        <aside className="aside-card" aria-labelledby="highlights">
          <h2 id="highlights">{t.highlights}</h2>
          <CheckList items={doc.data.highlights} className="checklist" />
          <MainActions lang={doc.lang} />
        </aside>
        <Markdown source={doc.body} />
      </div>
      <section aria-labelledby="deliverables" className="section band bleed">
        <h2 id="deliverables">{t.whatYouGet}</h2>
        <CheckList items={doc.data.deliverables} className="deliverables" />
      </section>
      <EngagementSteps lang={doc.lang} id="engagement" />
      {cases.length > 0 && (
        <CardSection
          id="service-cases"
          heading={t.serviceCaseStudies}
          docs={cases}
          all={allCases && { href: allCases.path, label: t.allCaseStudies }}
        />
      )}
      <CallToAction lang={doc.lang} heading={t.contactCta} />
    </article>
  )
}

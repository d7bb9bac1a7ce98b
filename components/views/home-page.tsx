import { BastionMotif } from '@/components/icons'
import { Markdown } from '@/components/markdown'
import { docsOf, pageByKey, type Doc } from '@/lib/server/domain/content'
import { site } from '@/lib/shared/content/site'
import { messages } from '@/lib/shared/i18n/messages'
import { CallToAction } from './call-to-action'
import { CardSection } from './card-section'
import { MainActions } from './main-actions'
import { EngagementSteps, TrustSection } from './trust-sections'

/** The promise and the two main actions first, then the overviews: services, trust, engagement, latest posts. */
export function HomePage({ doc }: { doc: Doc<'pages'> }) {
  const { lang } = doc
  const t = messages[lang]
  const blog = pageByKey(lang, 'insights')
  const services = pageByKey(lang, 'services')
  const cases = pageByKey(lang, 'case-studies')
  return (
    <article className="home">
      <header className="hero bleed">
        <div className="hero-text">
          <p className="eyebrow">{site.tagline[lang]}</p>
          <h1>{doc.data.title}</h1>
          <p className="lead">{doc.data.description}</p>
          <MainActions lang={lang} />
        </div>
        <BastionMotif />
      </header>
      <CardSection
        id="home-services"
        heading={t.services}
        docs={docsOf(lang, 'services')}
        all={services && { href: services.path, label: t.allServices }}
      />
      <TrustSection lang={lang} id="home-trust" heading={t.trustHeading} />
      <CardSection
        id="home-cases"
        heading={t.caseStudies}
        docs={docsOf(lang, 'cases').slice(0, 3)}
        all={cases && { href: cases.path, label: t.allCaseStudies }}
      />
      <EngagementSteps lang={lang} id="home-engagement" />
      <div className="section with-aside">
        <Markdown source={doc.body} />
        <aside className="aside-card" aria-labelledby="home-check">
          <h2 id="home-check">{t.kscCta}</h2>
          <p>{t.kscCtaText}</p>
          <MainActions lang={lang} />
        </aside>
      </div>
      <CardSection
        id="home-posts"
        heading={t.latestPosts}
        docs={docsOf(lang, 'posts').slice(0, 3)}
        all={blog && { href: blog.path, label: t.allPosts }}
      />
      <CallToAction lang={lang} heading={t.contactCta} />
    </article>
  )
}

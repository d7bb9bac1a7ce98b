import { SiteLink } from '@/components/site-link'
import { BastionMotif } from '@/components/icons'
import { Markdown } from '@/components/markdown'
import { docsOf, pageByKey, type Doc } from '@/lib/content'
import { site } from '@/lib/content/site'
import { messages } from '@/lib/i18n/messages'
import { CallToAction } from './call-to-action'
import { DocCards } from './doc-cards'
import { MainActions } from './main-actions'
import { EngagementSteps, TrustSection } from './trust-sections'

/** The home page: the promise and the two main actions first, then overviews that use the width of the screen. */
export function HomePage({ doc }: { doc: Doc<'pages'> }) {
  const { lang } = doc
  const t = messages[lang]
  const blog = pageByKey(lang, 'insights')
  const services = pageByKey(lang, 'services')
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
      <section aria-labelledby="home-services" className="section">
        <div className="section-head">
          <h2 id="home-services">{t.services}</h2>
          {services && <SiteLink href={services.path}>{t.allServices}</SiteLink>}
        </div>
        <DocCards docs={docsOf(lang, 'services')} headingLevel={3} />
      </section>
      <TrustSection lang={lang} id="home-trust" heading={t.trustHeading} />
      <EngagementSteps lang={lang} id="home-engagement" />
      <div className="section with-aside">
        <Markdown source={doc.body} />
        <aside className="aside-card" aria-labelledby="home-check">
          <h2 id="home-check">{t.kscCta}</h2>
          <p>{t.kscCtaText}</p>
          <MainActions lang={lang} />
        </aside>
      </div>
      <section aria-labelledby="home-posts" className="section">
        <div className="section-head">
          <h2 id="home-posts">{t.latestPosts}</h2>
          {blog && <SiteLink href={blog.path}>{t.allPosts}</SiteLink>}
        </div>
        <DocCards docs={docsOf(lang, 'posts').slice(0, 3)} headingLevel={3} />
      </section>
      <CallToAction lang={lang} heading={t.contactCta} />
    </article>
  )
}

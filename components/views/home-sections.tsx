import Link from 'next/link'
import { docsOf, pageByKey } from '@/lib/content'
import type { Lang } from '@/lib/i18n/langs'
import { messages } from '@/lib/i18n/messages'
import { CallToAction } from './call-to-action'
import { DocCards } from './doc-cards'

export function HomeSections({ lang }: { lang: Lang }) {
  const t = messages[lang]
  const kscPage = pageByKey(lang, 'ksc-check')
  const blog = pageByKey(lang, 'insights')
  const contact = pageByKey(lang, 'contact')
  return (
    <>
      <section aria-labelledby="home-services">
        <h2 id="home-services">{t.services}</h2>
        <DocCards docs={docsOf(lang, 'services')} headingLevel={3} />
      </section>
      {kscPage && <CallToAction heading={t.kscCta} text={t.kscCtaText} href={kscPage.path} label={t.kscCtaButton} />}
      <section aria-labelledby="home-posts">
        <h2 id="home-posts">{t.latestPosts}</h2>
        <DocCards docs={docsOf(lang, 'posts').slice(0, 3)} headingLevel={3} />
        {blog && (
          <p>
            <Link href={blog.path}>{t.allPosts}</Link>
          </p>
        )}
      </section>
      {contact && <CallToAction heading={t.contactCta} href={contact.path} label={t.contactCtaButton} />}
    </>
  )
}

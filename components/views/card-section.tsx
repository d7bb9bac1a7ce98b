import { SiteLink } from '@/components/site-link'
import type { Doc } from '@/lib/server/domain/content'
import { DocCards } from './doc-cards'

/** A section of cards under its heading, with a link to the page listing all of them where there is one. */
export function CardSection({
  id,
  heading,
  docs,
  all,
}: {
  id: string
  heading: string
  docs: Doc[]
  all?: { href: string; label: string }
}) {
  return (
    <section aria-labelledby={id} className="section">
      <div className="section-head">
        <h2 id={id}>{heading}</h2>
        {all && <SiteLink href={all.href}>{all.label}</SiteLink>}
      </div>
      <DocCards docs={docs} headingLevel={3} />
    </section>
  )
}

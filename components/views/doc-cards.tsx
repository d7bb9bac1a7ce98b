import { SiteLink } from '@/components/site-link'
import { AreaIcon, ArrowIcon } from '@/components/icons'
import type { Doc } from '@/lib/server/domain/content'
import { formatDate, messages } from '@/lib/shared/i18n/messages'

function CardMeta({ doc }: { doc: Doc }) {
  if (doc.folder === 'cases') return <p className="meta">{doc.data.client}</p>
  if (!('date' in doc.data)) return null
  return (
    <p className="meta">
      <time dateTime={doc.data.date}>{formatDate(doc.lang, doc.data.date)}</time>
      {doc.folder === 'jobs' && ` · ${doc.data.location}`}
      {doc.folder === 'materials' && ` · ${messages[doc.lang].materialKind[doc.data.kind]}`}
    </p>
  )
}

/**
 * Cards linking to documents of a collection: a service's icon, the title (its link covers the whole card), the
 * date where there is one (a case study's client instead), and the summary.
 */
export function DocCards({ docs, headingLevel = 2 }: { docs: Doc[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={`cards cards-${docs[0]?.folder ?? 'empty'}`}>
      {docs.map((doc) => (
        <li key={doc.path} className="card">
          {doc.folder === 'services' && (
            <span className="card-icon">
              <AreaIcon area={doc.data.area} />
            </span>
          )}
          <Heading className="card-title">
            <SiteLink href={doc.path}>{doc.data.title}</SiteLink>
          </Heading>
          <CardMeta doc={doc} />
          <p>{doc.data.description}</p>
          <ArrowIcon />
        </li>
      ))}
    </ul>
  )
}

import Link from 'next/link'
import type { Doc } from '@/lib/content'
import { formatDate, messages } from '@/lib/i18n/messages'

/** Cards linking to documents of a collection: title, summary and, for dated ones, the date. */
export function DocCards({ docs, headingLevel = 2 }: { docs: Doc[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="cards">
      {docs.map((doc) => (
        <li key={doc.path} className="card">
          <Heading className="card-title">
            <Link href={doc.path}>{doc.data.title}</Link>
          </Heading>
          {'date' in doc.data && (
            <p className="meta">
              <time dateTime={doc.data.date}>{formatDate(doc.lang, doc.data.date)}</time>
              {doc.folder === 'jobs' && ` · ${doc.data.location}`}
              {doc.folder === 'materials' && ` · ${messages[doc.lang].materialKind[doc.data.kind]}`}
            </p>
          )}
          <p>{doc.data.description}</p>
        </li>
      ))}
    </ul>
  )
}

import { SiteLink } from '@/components/site-link'
import type { Doc } from '@/lib/server/domain/content'
import { indexPageOf } from '@/lib/server/domain/content'
import { langRoot } from '@/lib/shared/i18n/langs'
import { messages } from '@/lib/shared/i18n/messages'

export function Breadcrumbs({ doc }: { doc: Doc }) {
  const t = messages[doc.lang]
  const index = indexPageOf(doc)
  return (
    <nav aria-label={t.breadcrumbs} className="breadcrumbs">
      <ol>
        <li>
          <SiteLink href={langRoot(doc.lang)}>{t.home}</SiteLink>
        </li>
        {index && (
          <li>
            <SiteLink href={index.path}>{index.data.navLabel ?? index.data.title}</SiteLink>
          </li>
        )}
        <li aria-current="page">{doc.data.title}</li>
      </ol>
    </nav>
  )
}

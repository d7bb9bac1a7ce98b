import type { ReactNode } from 'react'
import type { Doc } from '@/lib/server/domain/content'
import { Breadcrumbs } from './breadcrumbs'

/** Breadcrumbs, an optional icon, the H1 and the lead paragraph of any page but the home page. */
export function ArticleHead({ doc, icon, children }: { doc: Doc; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-top bleed">
      <Breadcrumbs doc={doc} />
      <header className="page-head">
        {icon && <span className="head-icon">{icon}</span>}
        <h1>{doc.data.title}</h1>
        <p className="lead">{doc.data.description}</p>
        {children}
      </header>
    </div>
  )
}

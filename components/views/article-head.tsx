import type { ReactNode } from 'react'
import type { Doc } from '@/lib/content'
import { Breadcrumbs } from './breadcrumbs'

/** Breadcrumbs (except on the home page), the H1 and the lead paragraph of any page. */
export function ArticleHead({ doc, children }: { doc: Doc; children?: ReactNode }) {
  const isHome = doc.folder === 'pages' && doc.key === 'home'
  return (
    <>
      {!isHome && <Breadcrumbs doc={doc} />}
      <header className={isHome ? 'page-head hero' : 'page-head'}>
        <h1>{doc.data.title}</h1>
        <p className="lead">{doc.data.description}</p>
        {children}
      </header>
    </>
  )
}

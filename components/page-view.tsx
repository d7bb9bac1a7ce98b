import { formFor } from '@/components/forms/form-for'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { CaseArticle } from '@/components/views/case-article'
import { JobArticle } from '@/components/views/job-article'
import { MaterialArticle } from '@/components/views/material-article'
import { PageArticle } from '@/components/views/page-article'
import { PostArticle } from '@/components/views/post-article'
import { ServiceArticle } from '@/components/views/service-article'
import { counterpartOf, type Doc } from '@/lib/server/domain/content'

function Article({ doc }: { doc: Doc }) {
  const form = formFor(doc)
  switch (doc.folder) {
    case 'pages':
      return <PageArticle doc={doc} formSlot={form} />
    case 'services':
      return <ServiceArticle doc={doc} />
    case 'posts':
      return <PostArticle doc={doc} />
    case 'jobs':
      return <JobArticle doc={doc} formSlot={form} />
    case 'materials':
      return <MaterialArticle doc={doc} formSlot={form} />
    case 'cases':
      return <CaseArticle doc={doc} />
  }
}

/** One page of the site: header with language switch, the document, footer. */
export function PageView({ doc }: { doc: Doc }) {
  const counterpart = counterpartOf(doc)
  return (
    <>
      <SiteHeader lang={doc.lang} currentPath={doc.path} switchHref={counterpart?.path} />
      <main id="main" className="wrap" tabIndex={-1}>
        <Article doc={doc} />
      </main>
      <SiteFooter lang={doc.lang} />
    </>
  )
}

// /editor/preview/<lang>/ - the page the editor's preview frames: the site's header and footer around the draft it is
// sent (components/editor/draft-article.tsx). A 404 where the editor is off.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DraftArticle } from '@/components/editor/draft-article'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { getConfig } from '@/lib/config'
import { editorBackend } from '@/lib/editor/editor-backend'
import { isLang, langRoot, otherLang } from '@/lib/i18n/langs'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PreviewPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLang(lang) || !editorBackend(getConfig())) notFound()
  return (
    <>
      <SiteHeader lang={lang} currentPath={langRoot(lang)} switchHref={langRoot(otherLang(lang))} />
      <main id="main" className="wrap" tabIndex={-1}>
        <DraftArticle lang={lang} />
      </main>
      <SiteFooter lang={lang} />
    </>
  )
}

// /editor/preview/<lang>/ - the page the editor's preview frames: the draft it is sent, rendered by the site's own
// page on the server (render-draft.tsx, components/editor/draft-page.tsx). A 404 where the editor is off.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DraftPage } from '@/components/editor/draft-page'
import { getConfig } from '@/lib/server/config'
import { editorBackend } from '@/lib/server/features/editor/editor-backend'
import { isLang } from '@/lib/shared/i18n/langs'
import { renderDraft } from './render-draft'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PreviewPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLang(lang) || !editorBackend(getConfig())) notFound()
  return <DraftPage lang={lang} render={renderDraft} />
}

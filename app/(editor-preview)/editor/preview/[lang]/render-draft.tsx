'use server'
// The editor's preview: the draft it is sent, rendered on the server by the site's own page (PageView), so the
// preview is the whole page as the site will show it. Renders only; writes nothing. Nothing where the editor is off.
import type { ReactNode } from 'react'
import { DraftProblems } from '@/components/editor/draft-problems'
import { PageView } from '@/components/page-view'
import { getConfig } from '@/lib/server/config'
import { draftDoc, type Draft } from '@/lib/server/features/editor/draft-doc'
import { editorBackend } from '@/lib/server/features/editor/editor-backend'
import { isLang } from '@/lib/shared/i18n/langs'

export async function renderDraft(lang: string, ui: string, draft: Draft): Promise<ReactNode> {
  if (!editorBackend(getConfig()) || !isLang(lang) || !isLang(ui)) return null
  const read = draftDoc(draft, lang, ui)
  return 'doc' in read ? <PageView doc={read.doc} /> : <DraftProblems lang={ui} problems={read.problems} />
}

// /editor/ - the content editor (Decap CMS, lib/server/features/editor): a 404 where it is off.
import { notFound } from 'next/navigation'
import { ContentEditor } from '@/components/editor/content-editor'
import { getConfig } from '@/lib/server/config'
import { editorBackend } from '@/lib/server/features/editor/editor-backend'

export const dynamic = 'force-dynamic'

export default function EditorPage() {
  const backend = editorBackend(getConfig())
  if (!backend) notFound()
  return <ContentEditor backend={backend} />
}

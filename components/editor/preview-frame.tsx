import { useEffect, useRef } from 'react'
import { FILE_KEY } from '@/lib/shared/editor/front-matter-file'
import { previewPath } from '@/lib/shared/editor/paths'
import type { ImmutableMap, PreviewProps } from './decap-types'
import { DRAFT, DRAFT_READY, type DraftMessage } from './draft-messages'
import { editorLang } from './editor-lang'

const send = (frame: HTMLIFrameElement | null, message: DraftMessage | undefined) =>
  message && frame?.contentWindow?.postMessage(message, window.location.origin)

/** The site's preview page in a frame; it asks for the draft once it listens (DRAFT_READY), then gets each change. */
export function PreviewFrame({ entry, collection }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const name = String(collection.get('name'))
  const data = (entry.get('data') as ImmutableMap).toJS()
  const message: DraftMessage = {
    kind: DRAFT,
    folder: name.slice(0, -3),
    key: String(entry.get('slug') ?? '') || String(data[FILE_KEY] ?? ''),
    ui: editorLang(),
    data,
  }
  const latest = useRef<DraftMessage>(undefined)

  useEffect(() => {
    latest.current = message
    send(frame.current, message)
  })
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data === DRAFT_READY)
        send(frame.current, latest.current)
    }
    window.addEventListener('message', answer)
    return () => window.removeEventListener('message', answer)
  }, [])

  return (
    <iframe
      ref={frame}
      title="Preview"
      src={new URL(previewPath(name.slice(-2)), window.location.origin).href}
      style={{ border: 0, width: '100%', height: '100vh' }}
    />
  )
}

'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Lang } from '@/lib/shared/i18n/langs'
import { DRAFT, DRAFT_READY, type DraftMessage } from './draft-messages'

type Render = (
  lang: string,
  ui: string,
  draft: { folder: string; key: string; data: Record<string, unknown> },
) => Promise<ReactNode>

/** The draft as the site renders it, on the server (`render`); while one renders, only the newest typed waits. */
export function DraftPage({ lang, render }: { lang: Lang; render: Render }) {
  const [page, setPage] = useState<ReactNode>(null)
  const waiting = useRef<DraftMessage | undefined>(undefined)
  const busy = useRef(false)

  useEffect(() => {
    const next = async () => {
      const draft = waiting.current
      if (busy.current || !draft) return
      busy.current = true
      waiting.current = undefined
      try {
        setPage(await render(lang, draft.ui, { folder: draft.folder, key: draft.key, data: draft.data }))
      } finally {
        busy.current = false
        void next()
      }
    }
    const receive = (event: MessageEvent<DraftMessage>) => {
      if (event.origin !== window.location.origin || event.data?.kind !== DRAFT) return
      waiting.current = event.data
      void next()
    }
    window.addEventListener('message', receive)
    window.top?.postMessage(DRAFT_READY, window.location.origin)
    return () => window.removeEventListener('message', receive)
  }, [lang, render])
  return page
}

'use client'
import { useEffect } from 'react'
import type { EditorBackend } from '@/lib/browser/editor/editor-config'
import { startDecap } from './start-decap'

// Decap renders into a root of its own; React's development double effects must not start it twice.
let started = false

export function ContentEditor({ backend }: { backend: EditorBackend }) {
  useEffect(() => {
    if (started) return
    started = true
    void startDecap(backend)
  }, [backend])
  return null
}

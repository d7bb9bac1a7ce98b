import type { Metadata } from 'next'
import Script from 'next/script'
import type { ReactNode } from 'react'
import { quietRefusedSaves } from '@/components/editor/quiet-refused-saves'

// The content editor's own document: Decap CMS draws everything in it. Not for search engines.
export const metadata: Metadata = { title: 'Edytor treści · Content editor', robots: { index: false, follow: false } }

// A refusal names each problem on a line of its own (Decap's messages are one line); lang is set once Decap knows
// the editor's language (components/editor/editor-lang.ts).
const TOAST_LINES = '.Toastify__toast-body{white-space:pre-line}'

export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <body>
        <style>{TOAST_LINES}</style>
        <Script id="quiet-refused-saves" strategy="beforeInteractive">{`(${String(quietRefusedSaves)})()`}</Script>
        {children}
      </body>
    </html>
  )
}

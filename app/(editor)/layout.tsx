import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// The content editor's own document: Decap CMS draws everything in it. Not for search engines.
export const metadata: Metadata = { title: 'Content editor', robots: { index: false, follow: false } }

export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}

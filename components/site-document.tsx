import type { ReactNode } from 'react'
import type { Lang } from '@/lib/shared/i18n/langs'

/** The <html> of one language. Each language has its own root layout so that `lang` is right on static pages. */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  )
}

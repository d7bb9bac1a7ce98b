import '../../../../fonts/inter.css'
import '../../../../globals.css'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site-document'
import { isLang } from '@/lib/shared/i18n/langs'

// The editor's preview page has the site's own document and styles, so a draft looks as its page will.
export default async function PreviewLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ lang: string }>
}) {
  const { lang } = await params
  return <SiteDocument lang={isLang(lang) ? lang : 'pl'}>{children}</SiteDocument>
}

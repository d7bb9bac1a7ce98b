import 'server-only'
import type { Metadata } from 'next'
import { iconLinks } from '@/lib/server/features/brand/icons'
import { getConfig } from '@/lib/server/config'
import { langRoot, type Lang } from '@/lib/shared/i18n/langs'
import { allDocs, contentErrorAt, counterpartOf, docByPath, type Doc } from './index'
import { markdownPathOf } from '@/lib/shared/content/markdown-path'
import { site } from '../../../shared/content/site'

/** The catch-all route's params for every page of one language. */
export function staticParamsFor(lang: Lang): { path: string[] }[] {
  const root = langRoot(lang)
  return allDocs()
    .filter((d) => d.lang === lang)
    .map((d) => ({ path: d.path.slice(root.length).split('/').filter(Boolean) }))
}

/** The page at a path; in development, the error of a file whose page it is, thrown to be shown there. */
export function docFor(lang: Lang, segments: string[] = []): Doc | undefined {
  const sitePath = `${langRoot(lang)}${segments.map(decodeURIComponent).join('/')}${segments.length ? '/' : ''}`
  const error = contentErrorAt(sitePath)
  if (error) throw error
  return docByPath(sitePath)
}

export function absoluteUrl(sitePath: string): string {
  return new URL(sitePath, getConfig().siteUrl).toString()
}

/** Canonical and hreflang alternates of a page: itself, its counterpart, and x-default (Polish). */
export function alternatesOf(doc: Doc): { canonical: string; languages: Record<string, string> } {
  const other = counterpartOf(doc)
  const byLang = { [doc.lang]: absoluteUrl(doc.path), ...(other ? { [other.lang]: absoluteUrl(other.path) } : {}) }
  const xDefault = byLang.pl
  return { canonical: absoluteUrl(doc.path), languages: { ...byLang, ...(xDefault ? { 'x-default': xDefault } : {}) } }
}

export const PAGE_IMAGE_FILE = 'image.png'
/** The size Open Graph and Twitter's large card ask for. */
export const pageImageSize = { width: 1200, height: 630 }

/** The address of a page's Open Graph image (app/og): its path under /og/, then the file. */
export const pageImagePathOf = (doc: Doc) => `/og${doc.path}${PAGE_IMAGE_FILE}`

export function metadataFor(doc: Doc): Metadata {
  const isHome = doc.folder === 'pages' && doc.key === 'home'
  const title = isHome ? `${site.brand}: ${site.tagline[doc.lang]}` : `${doc.data.title} | ${site.brand}`
  const image = absoluteUrl(pageImagePathOf(doc))
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title,
    description: doc.data.description,
    alternates: { ...alternatesOf(doc), types: { 'text/markdown': absoluteUrl(markdownPathOf(doc.path)) } },
    robots: doc.folder === 'pages' && doc.data.noindex ? { index: false } : undefined,
    icons: iconLinks,
    openGraph: {
      title: doc.data.title,
      description: doc.data.description,
      url: absoluteUrl(doc.path),
      siteName: site.brand,
      locale: doc.lang === 'pl' ? 'pl_PL' : 'en_GB',
      type: doc.folder === 'posts' ? 'article' : 'website',
      images: [{ url: image, ...pageImageSize, alt: doc.data.title }],
    },
    twitter: { card: 'summary_large_image', title: doc.data.title, description: doc.data.description, images: [image] },
  }
}

import 'server-only'
import { ImageResponse } from 'next/og'
import { getConfig } from '@/lib/server/config'
import { indexPageOf, type Doc } from '@/lib/server/domain/content'
import { pageImageSize } from '@/lib/server/domain/content/routing'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { brandFonts, IconMark } from './images'

// A page's Open Graph image, in the colours of the home page's band (app/globals.css: --night, --accent).

const languageName: Record<Lang, string> = { pl: 'Polski', en: 'English' }

/** The words on a page's image; a character DejaVu Sans lacks would be fetched at build (a unit test checks). */
export function pageImageText(doc: Doc) {
  const index = indexPageOf(doc)
  return {
    brand: site.brand,
    /** The section the page is listed in, if any. */
    section: index ? (index.data.navLabel ?? index.data.title) : undefined,
    title: doc.data.title,
    address: new URL(getConfig().siteUrl).host,
    language: languageName[doc.lang],
  }
}

export function pageImage(doc: Doc): ImageResponse {
  const { brand, section, title, address, language } = pageImageText(doc)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: '#0c2233',
        color: '#ffffff',
        fontFamily: 'DejaVu Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <IconMark size={80} />
        <div style={{ marginLeft: 24, fontSize: 40, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {section && <div style={{ fontSize: 30, color: '#f2b632', marginBottom: 20 }}>{section}</div>}
        <div style={{ fontSize: title.length > 60 ? 54 : 68, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 28,
          color: '#c3d2de',
          borderTop: '2px solid #3f7ea0',
          paddingTop: 24,
        }}
      >
        <div>{address}</div>
        <div>{language}</div>
      </div>
    </div>,
    { ...pageImageSize, fonts: brandFonts() },
  )
}

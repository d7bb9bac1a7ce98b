import 'server-only'
import { ImageResponse } from 'next/og'
import { indexPageOf, type Doc } from '@/lib/content'
import { pageImageSize } from '@/lib/content/routing'
import { site } from '@/lib/content/site'
import type { Lang } from '@/lib/i18n/langs'
import { brandFonts, iconDataUrl } from './images'

// The Open Graph and Twitter image of a page: the brand, the page's title, its section and its language, on
// the brand's colour.

const languageName: Record<Lang, string> = { pl: 'Polski', en: 'English' }

/** What the page is part of: the section it is listed in, else the brand's line. */
const sectionOf = (doc: Doc) => {
  const index = indexPageOf(doc)
  return index ? (index.data.navLabel ?? index.data.title) : site.tagline[doc.lang]
}

export function pageImage(doc: Doc): ImageResponse {
  const title = doc.data.title
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px', background: '#0b4a66', color: '#ffffff', fontFamily: 'DejaVu Sans' }}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by the image renderer, not a page element */}
        <img src={iconDataUrl()} width={80} height={80} alt="" />
        <div style={{ marginLeft: 24, fontSize: 40, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 30, color: '#f2b632', marginBottom: 20 }}>{sectionOf(doc)}</div>
        <div style={{ fontSize: title.length > 60 ? 54 : 68, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#d5e4ec', borderTop: '2px solid #3d7a96', paddingTop: 24 }}>
        <div>{site.tagline[doc.lang]}</div>
        <div>{languageName[doc.lang]}</div>
      </div>
    </div>,
    { ...pageImageSize, fonts: brandFonts() },
  )
}

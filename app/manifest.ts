// GET /manifest.webmanifest - the web app manifest, built once: the brand, its colour and its icons.
import type { MetadataRoute } from 'next'
import { manifestIconSizes, pngIconPath } from '@/lib/server/features/brand/icons'
import { site } from '@/lib/shared/content/site'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.brand,
    short_name: site.brand.split(' ')[0],
    description: `${site.legalName}: ${site.tagline.pl}`,
    lang: 'pl',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b4a66',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...manifestIconSizes.map((size) => ({ src: pngIconPath(size), sizes: `${size}x${size}`, type: 'image/png' })),
    ],
  }
}

import { pngIconPath, pngIconSizes } from '@/lib/server/features/brand/icons'
import { allDocs } from '@/lib/server/domain/content'
import { pageImagePathOf } from '@/lib/server/domain/content/routing'
import { materialCovers } from '@/lib/server/domain/materials/catalog'
import { EXPORT_SAMPLES } from '@/lib/browser/sap-exports/samples'

// The files the site serves (a path with an extension): the routes of app/ whose names have an extension, each
// page's Open Graph image, the icons, the materials' covers and the KSC check's sample exports under public/.
// tests/api/agents.test.ts requests every one of them.

const ROUTE_FILES = [
  '/robots.txt',
  '/sitemap.xml',
  '/rss.xml',
  '/en/rss.xml',
  '/llms.txt',
  '/llms-full.txt',
  '/openapi.json',
  '/manifest.webmanifest',
  '/icon.svg',
]

export function siteFiles(): string[] {
  return [
    ...ROUTE_FILES,
    ...allDocs().map(pageImagePathOf),
    ...pngIconSizes.map(pngIconPath),
    ...materialCovers(),
    ...EXPORT_SAMPLES.map((sample) => sample.path),
  ]
}

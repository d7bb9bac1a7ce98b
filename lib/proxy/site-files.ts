import 'server-only'
import { pngIconPath, pngIconSizes } from '@/lib/brand/icons'
import { allDocs } from '@/lib/content'
import { pageImagePathOf } from '@/lib/content/routing'
import { materialCovers } from '@/lib/materials/catalog'
import { EXPORT_SAMPLES } from '@/lib/sap-exports/samples'

// The files the site serves (a path with an extension), for proxy.ts to tell them from an unknown path, which gets
// the site's 404 page: the routes of app/ whose names have an extension, each page's Open Graph image, the icons,
// the materials' covers and the KSC check's sample exports under public/. tests/api/agents.test.ts requests every one of them.

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

let known: { docs: unknown; files: Set<string> } | undefined

export function isSiteFile(pathname: string): boolean {
  // allDocs() is the same array until the content changes (in development).
  const docs = allDocs()
  if (known?.docs !== docs) known = { docs, files: new Set(siteFiles()) }
  return known.files.has(pathname)
}

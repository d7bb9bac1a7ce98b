// GET /og/<page path>image.png - every page's Open Graph and Twitter image, built once (see pageImage).
import { pageImage } from '@/lib/server/features/brand/page-image'
import { allDocs, docByPath } from '@/lib/server/domain/content'
import { PAGE_IMAGE_FILE } from '@/lib/server/domain/content/routing'

export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () =>
  allDocs().map((doc) => ({ path: [...doc.path.split('/').filter(Boolean), PAGE_IMAGE_FILE] }))

export async function GET(_request: Request, { params }: RouteContext<'/og/[...path]'>) {
  const segments = (await params).path
  const file = segments.at(-1)
  const pagePath = `/${segments.slice(0, -1).map(decodeURIComponent).join('/')}${segments.length > 1 ? '/' : ''}`
  const doc = file === PAGE_IMAGE_FILE ? docByPath(pagePath) : undefined
  return doc ? pageImage(doc) : new Response('Not found\n', { status: 404 })
}

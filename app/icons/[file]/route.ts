// GET /icons/icon-192.png and /icons/icon-512.png - the web manifest's icons, app/icon.svg as PNG, built once.
import { iconPng } from '@/lib/brand/images'
import { manifestIconFile, manifestIconSizes } from '@/lib/brand/manifest-icons'

export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => manifestIconSizes.map((size) => ({ file: manifestIconFile(size) }))

export async function GET(_request: Request, { params }: RouteContext<'/icons/[file]'>) {
  const { file } = await params
  const size = manifestIconSizes.find((s) => manifestIconFile(s) === file)
  return size ? iconPng(size) : new Response('Not found\n', { status: 404 })
}

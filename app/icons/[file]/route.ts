// GET /icons/icon-<size>.png - app/icon.svg as PNG: the favicon, apple-touch-icon and manifest icons, built once.
import { iconPng } from '@/lib/server/features/brand/images'
import { pngIconPath, pngIconSizes } from '@/lib/server/features/brand/icons'

export const dynamic = 'force-static'
export const dynamicParams = false

const fileOf = (size: number) => pngIconPath(size).split('/').at(-1)!

export const generateStaticParams = () => pngIconSizes.map((size) => ({ file: fileOf(size) }))

export async function GET(_request: Request, { params }: RouteContext<'/icons/[file]'>) {
  const { file } = await params
  const size = pngIconSizes.find((s) => fileOf(s) === file)
  return size ? iconPng(size) : new Response('Not found\n', { status: 404 })
}

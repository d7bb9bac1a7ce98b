// GET /_md/<variant>/<page path> - the Markdown variant of every page, built once. Reached through proxy.ts:
// `file` for <page>/index.md (its own address: any cache may keep it), `negotiated` for Accept: text/markdown
// at the page's address (private: see markdownResponse).
import { markdownVariant } from '@/lib/agents/markdown-variant'
import { markdownResponse, markdownVariants, type MarkdownVariant } from '@/lib/agents/markdown-response'
import { allDocs, docByPath } from '@/lib/content'

export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () =>
  markdownVariants.flatMap((variant) => allDocs().map((doc) => ({ variant, path: doc.path.split('/').filter(Boolean) })))

export async function GET(_request: Request, { params }: RouteContext<'/_md/[variant]/[[...path]]'>) {
  const { variant, path = [] } = await params
  const doc = docByPath(`/${path.map(decodeURIComponent).join('/')}${path.length ? '/' : ''}`)
  if (!doc || !markdownVariants.includes(variant as MarkdownVariant)) return new Response('Not found\n', { status: 404 })
  return markdownResponse(markdownVariant(doc), doc.path, variant as MarkdownVariant)
}

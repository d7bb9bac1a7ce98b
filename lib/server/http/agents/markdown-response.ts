import 'server-only'
import { absolute } from './markdown-variant'
import { estimateTokens, textResponse } from './text-response'

/** How a Markdown variant was asked for: at its own address (<page>/index.md), or by Accept at the page's. */
export type MarkdownVariant = 'file' | 'negotiated'

/** Negotiated at the page's address it is private, so no shared cache hands it to a browser (docs/architecture.md). */
export function markdownResponse(markdown: string, htmlPath: string, variant: MarkdownVariant, status = 200): Response {
  const response = textResponse(markdown, 'text/markdown', {
    Vary: 'Accept',
    'X-Robots-Tag': 'noindex',
    'x-markdown-tokens': String(estimateTokens(markdown)),
    Link: `<${absolute(htmlPath)}>; rel="canonical"; type="text/html"`,
    ...(variant === 'negotiated' ? { 'Cache-Control': 'private, max-age=300, must-revalidate' } : {}),
  })
  return status === 200 ? response : new Response(response.body, { status, headers: response.headers })
}

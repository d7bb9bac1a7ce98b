import 'server-only'
import { absolute } from './markdown-variant'
import { estimateTokens, textResponse } from './text-response'

/** How a Markdown variant was asked for: at its own address (<page>/index.md), or by Accept at the page's. */
export type MarkdownVariant = 'file' | 'negotiated'

/**
 * A Markdown variant: not for indexing (the HTML page is), pointing at its HTML page, varying on Accept.
 * Chosen by Accept at the page's own address, it is private: Next 16 overwrites Vary on the prerendered HTML
 * there, so a shared cache could keep that HTML for everyone; it must never keep this answer, or a browser
 * could be handed Markdown. At <page>/index.md, its own address, any cache may keep it.
 */
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

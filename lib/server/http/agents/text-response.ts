import { createHash } from 'node:crypto'

/** A text resource built once at build time: its type, a strong ETag of its bytes, and a cache policy. */
export function textResponse(body: string, contentType: string, extra: Record<string, string> = {}): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return new Response(body, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      ETag: etag,
      // Fresh for five minutes anywhere, then revalidated with the ETag; a new deploy changes it.
      'Cache-Control': 'public, max-age=300, must-revalidate',
      ...extra,
    },
  })
}

/** A rough token count for a Markdown body (about four characters per token), for agents budgeting context. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4)

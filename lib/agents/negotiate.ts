// Content negotiation between a page's HTML and its Markdown variant, by the q-values of Accept (RFC 9110).
// Markdown only when the client ranks it strictly above HTML: a browser (text/html first, */* lower) gets HTML.

interface Range {
  type: string
  subtype: string
  q: number
}

function parseAccept(header: string): Range[] {
  return header.split(',').flatMap((part) => {
    const [media = '', ...params] = part.trim().toLowerCase().split(';')
    const [type, subtype] = media.trim().split('/')
    if (!type || !subtype) return []
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    return Number.isFinite(q) ? [{ type, subtype, q: Math.min(Math.max(q, 0), 1) }] : []
  })
}

/** The q-value the header gives a media type: its most specific matching range decides. */
function qualityOf(ranges: Range[], type: string, subtype: string): number {
  const exact = ranges.find((r) => r.type === type && r.subtype === subtype)
  const sameType = ranges.find((r) => r.type === type && r.subtype === '*')
  const any = ranges.find((r) => r.type === '*' && r.subtype === '*')
  return (exact ?? sameType ?? any)?.q ?? 0
}

export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false
  const ranges = parseAccept(accept)
  const markdown = qualityOf(ranges, 'text', 'markdown')
  return markdown > 0 && markdown > qualityOf(ranges, 'text', 'html')
}

/** A browser: HTML ranked strictly above JSON (any type at q=1, or no Accept at all, is a script: JSON). */
export function prefersHtml(accept: string | null): boolean {
  if (!accept) return false
  const ranges = parseAccept(accept)
  const html = qualityOf(ranges, 'text', 'html')
  return html > 0 && html > qualityOf(ranges, 'application', 'json')
}

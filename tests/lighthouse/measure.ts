import lighthouse from 'lighthouse'
import type { AuditedPage } from './pages'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const
export type Metric = keyof typeof metrics

/**
 * What a 404 page is right to fail in the SEO category: its status says it is no page, and it asks not to be
 * indexed. Its SEO score is taken over the other audits, and these two must fail.
 */
export const notFoundSeoAudits = ['http-status-code', 'is-crawlable']

export interface Measurement {
  /** 0 to 100 */
  scores: Record<Category, number>
  /** Milliseconds; CLS unitless. */
  metrics: Record<Metric, number>
  /** Every script the page loaded: bytes over the wire and decoded. */
  script: { transferred: number; uncompressed: number }
  /** The HTML document, over the wire. */
  documentBytes: number
  /** Audits below full marks in a category that must be 100, for the failure message. */
  failing: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
  resourceSize?: number
}

/** One Lighthouse run with its default settings (mobile, simulated throttling) in the Chrome at `port`. */
export async function measure(url: string, page: AuditedPage, port: number): Promise<Measurement> {
  // A page answered with 404 is an error to Lighthouse unless told that this status is the point.
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', ...(page.notFound ? { ignoreStatusCode: true } : {}) })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)

  // Lighthouse's own category scores, except a 404 page's SEO: the same weighted mean without its two audits.
  const score = (category: Category): number => {
    if (!(page.notFound && category === 'seo')) return Math.round(lhr.categories[category]!.score! * 100)
    const refs = lhr.categories.seo!.auditRefs.filter((r) => r.weight > 0 && !notFoundSeoAudits.includes(r.id) && lhr.audits[r.id]!.score !== null)
    const total = refs.reduce((sum, r) => sum + r.weight, 0)
    return Math.round((refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id]!.score!, 0) / total) * 100)
  }
  const failing = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c]!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]!.score ?? 1) < 1).map((r) => `${c}: ${r.id}`))
    .filter((f) => !(page.notFound && notFoundSeoAudits.some((id) => f === `seo: ${id}`)))
  if (page.notFound) {
    const passedWrongly = notFoundSeoAudits.filter((id) => lhr.audits[id]!.score === 1)
    failing.push(...passedWrongly.map((id) => `seo: ${id} passed, so the 404 page is not answered as one`))
  }

  const requests = ((lhr.audits['network-requests']!.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const document = requests.find((r) => r.resourceType === 'Document')
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Record<Category, number>,
    metrics: Object.fromEntries(Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]!.numericValue ?? NaN])) as Record<Metric, number>,
    script: {
      transferred: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      uncompressed: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    },
    documentBytes: document?.transferSize ?? 0,
    failing,
  }
}

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
 * What a 404 page is right to fail, because it is one: its status says there is no page (`http-status-code`, and
 * Chromium logs the document's own 404 to the console, `errors-in-console`), and it asks not to be indexed
 * (`is-crawlable`). Its scores in those categories are Lighthouse's weighted means without these audits, and each
 * of them must fail for that reason alone.
 */
const notFoundAudits: Partial<Record<Category, string[]>> = {
  'best-practices': ['errors-in-console'],
  seo: ['http-status-code', 'is-crawlable'],
}

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
  /** For the 404 page: ways in which it was not answered as one (each fails the page). */
  notA404: string[]
  /**
   * Lighthouse's measure of the CPU's speed during the run: its simulation scales the main thread's observed work up
   * to a mid-range phone's, so a busy machine (a low index) scores lower for the same page.
   */
  benchmarkIndex: number
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
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    ...(page.notFound ? { ignoreStatusCode: true } : {}),
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)

  const excused = (category: Category) => (page.notFound ? (notFoundAudits[category] ?? []) : [])
  const score = (category: Category): number => {
    if (!excused(category).length) return Math.round(lhr.categories[category]!.score! * 100)
    const refs = lhr.categories[category]!.auditRefs.filter(
      (r) => r.weight > 0 && !excused(category).includes(r.id) && lhr.audits[r.id]!.score !== null,
    )
    const total = refs.reduce((sum, r) => sum + r.weight, 0)
    return Math.round((refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id]!.score!, 0) / total) * 100)
  }
  type ConsoleItem = { description?: string; sourceLocation?: { url?: string } }
  const consoleErrors = (
    (lhr.audits['errors-in-console']!.details as { items?: ConsoleItem[] } | undefined)?.items ?? []
  ).map((i) => `${i.description ?? ''} ${i.sourceLocation?.url ?? ''}`)
  const failing = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter(
        (r) => r.weight > 0 && !excused(c).includes(r.id) && (lhr.audits[r.id]!.score ?? 1) < 1,
      ).map((r) =>
        r.id === 'errors-in-console' ? `${c}: console errors (${consoleErrors.join('; ')})` : `${c}: ${r.id}`,
      ),
    )
  const notA404: string[] = []
  if (page.notFound) {
    notA404.push(
      ...notFoundAudits.seo!.filter((id) => lhr.audits[id]!.score === 1).map((id) => `seo: ${id} passed`),
      ...consoleErrors
        .filter((text) => !/status of 404/.test(text))
        .map((text) => `best-practices: console error ${text}`),
    )
  }

  const requests = ((lhr.audits['network-requests']!.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const document = requests.find((r) => r.resourceType === 'Document')
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Record<Category, number>,
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]!.numericValue ?? NaN]),
    ) as Record<Metric, number>,
    script: {
      transferred: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      uncompressed: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    },
    documentBytes: document?.transferSize ?? 0,
    failing,
    notA404,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

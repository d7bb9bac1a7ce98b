import 'server-only'
import { performance } from 'node:perf_hooks'
import { langs } from '@/lib/i18n/langs'
import { questionnaire } from '@/lib/ksc/questionnaire'
import { scoreAnswers } from '@/lib/ksc/score'
import { renderKscReport } from './ksc-report'

// The first report of a process costs several times a later one: the fonts are read and parsed, the
// questionnaire's texts shaped for the first time, the renderer's code not yet compiled (bench/RESULTS.md).
// Paid at server start, not by the first requester: one report per language, rendered and dropped. Its
// answers are a fixed spread over every question's options, no requester's. Next bundles the start hook and the
// route apart, so the route's copy of lib/reports registers the fonts again: the renderer's store (one per
// process) keeps answering with the faces registered first, which this loaded, and the layout memo marks the
// font objects themselves.
export async function warmUpReports(): Promise<number> {
  const start = performance.now()
  const q = questionnaire()
  const answers = Object.fromEntries([...q.scope, ...q.landscape, ...q.questions].map((x, i) => [x.id, (i + 1) % x.options.length]))
  for (const lang of langs) {
    await renderKscReport({ lang, result: scoreAnswers(answers, lang), questionnaire: q, answers, date: new Date() })
  }
  return performance.now() - start
}

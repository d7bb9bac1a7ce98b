// The KSC report's renderer on a worker thread (lib/server/domain/reports/render-pool.ts): one report at a time, as
// asked.
import { parentPort } from 'node:worker_threads'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { renderKscReport, type ReportInput } from './ksc-report'

/** What a render asks for: the report's input without the questionnaire, which the worker reads itself. */
export type ReportJob = Omit<ReportInput, 'questionnaire'>

export type ReportAnswer = { pdf: Uint8Array } | { error: string }

parentPort!.on('message', async (job: ReportJob) => {
  let answer: ReportAnswer
  try {
    answer = { pdf: await renderKscReport({ ...job, questionnaire: questionnaire() }) }
  } catch (error) {
    answer = { error: (error as Error).stack ?? String(error) }
  }
  parentPort!.postMessage(answer, 'pdf' in answer ? [answer.pdf.buffer as ArrayBuffer] : [])
})

import 'server-only'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ReportAnswer, ReportJob } from './render-worker'

// Reports render on worker threads, one per core but one; why, and how the worker is built: docs/architecture.md.

const SIZE = Math.max(1, availableParallelism() - 1)

interface Task {
  job: ReportJob
  resolve: (pdf: Buffer) => void
  reject: (error: Error) => void
}

const idle: Worker[] = []
const queue: Task[] = []
let started = 0

function startWorker(): Worker {
  started += 1
  return new Worker(new URL('./render-worker.ts', import.meta.url))
}

function run(worker: Worker, task: Task): void {
  const settle = (outcome: () => void) => {
    worker.off('message', answered)
    worker.off('error', failed)
    worker.off('exit', failed)
    outcome()
  }
  const answered = (answer: ReportAnswer) =>
    settle(() => {
      // An idle worker does not keep the process alive.
      worker.unref()
      idle.push(worker)
      if ('pdf' in answer) task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength))
      else task.reject(new Error(`the report could not be rendered: ${answer.error}`))
      dispatch()
    })
  // A worker that throws outside a render or exits is gone: its task fails, the next one gets a new worker.
  const failed = (error: Error | number) =>
    settle(() => {
      started -= 1
      void worker.terminate()
      task.reject(error instanceof Error ? error : new Error(`the report worker exited (${error})`))
      dispatch()
    })
  worker.on('message', answered)
  worker.once('error', failed)
  worker.once('exit', failed)
  worker.ref()
  worker.postMessage(task.job)
}

function dispatch(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (started < SIZE ? startWorker() : undefined)
    if (!worker) return
    run(worker, queue.shift()!)
  }
}

/** The KSC report as PDF bytes, rendered off the request's thread. */
export function renderReportOffThread(job: ReportJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject })
    dispatch()
  })
}

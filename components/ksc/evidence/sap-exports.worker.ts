/// <reference lib="webworker" />
import { findEvidence, type LoadedExport } from '@/lib/browser/sap-exports/evidence'
import { ExportError } from '@/lib/browser/sap-exports/export-error'
import { EXPORT_LIMITS } from '@/lib/browser/sap-exports/limits'
import { readExport } from '@/lib/browser/sap-exports/read-export'
import type { FromWorker, ToWorker } from '@/lib/browser/sap-exports/worker-protocol'

// Reads the visitor's SAP exports off the page's main thread. The page gets kinds, counts and findings, and the
// items behind the counts to show the visitor (users, parameters, rules, destinations). Nothing is sent anywhere.

const loaded = new Map<string, LoadedExport>()
let cycleDays = 30

const post = (message: FromWorker) => self.postMessage(message)
const report = () => post({ type: 'findings', ...findEvidence([...loaded.values()], cycleDays) })

async function add(id: string, file: Blob, asOf: number) {
  try {
    if (file.size > EXPORT_LIMITS.bytes) throw new ExportError('too-large')
    const read = readExport(new Uint8Array(await file.arrayBuffer()))
    const asksSelection = read.facts.kind === 'users' && read.facts.asksSelection
    loaded.set(id, { id, asOf, selection: null, system: null, read })
    post({ type: 'read', id, summary: { kind: read.kind, format: read.format, rows: read.rows, asksSelection } })
  } catch (error) {
    if (error instanceof ExportError) post({ type: 'refused', id, problem: error.problem, detail: error.detail })
    else post({ type: 'refused', id, problem: 'not-a-table' })
  }
}

async function handle(message: ToWorker) {
  if (message.type === 'add') await add(message.id, message.file, message.asOf)
  if (message.type === 'remove') loaded.delete(message.id)
  if (message.type === 'select') {
    const entry = loaded.get(message.id)
    if (entry) entry.selection = message.selection
  }
  if (message.type === 'system') {
    const entry = loaded.get(message.id)
    if (entry) entry.system = message.system
  }
  if (message.type === 'cycle') cycleDays = message.days
  report()
}

// One message at a time, in order: a selection sent right after a file applies once the file is read.
let queue = Promise.resolve()
self.onmessage = (event: MessageEvent<ToWorker>) => {
  queue = queue.then(() => handle(event.data))
}

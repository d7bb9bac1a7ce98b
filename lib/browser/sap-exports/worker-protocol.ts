import type { ExportKind } from '@/lib/shared/contracts/ksc-evidence'
import type { ExportProblem, RefusalDetail } from './export-error'
import type { CriticalSelection, EvidenceItems, Finding } from './evidence'
import type { ExportFormat } from './read-table'

// Page to worker: files (a File's bytes are read in the worker). Back: kinds, counts, findings, and the items behind
// them, which the page shows and never sends.

export type ToWorker =
  | { type: 'add'; id: string; file: Blob; asOf: number }
  | { type: 'remove'; id: string }
  | { type: 'select'; id: string; selection: CriticalSelection }
  | { type: 'system'; id: string; system: string | null }
  | { type: 'cycle'; days: number }

export interface ExportSummary {
  kind: ExportKind
  format: ExportFormat
  rows: number
  /** A user list with no profile column: the visitor says which profile RSUSR002 selected by. */
  asksSelection: boolean
}

export type FromWorker =
  | { type: 'read'; id: string; summary: ExportSummary }
  | { type: 'refused'; id: string; problem: ExportProblem; detail?: RefusalDetail }
  | { type: 'findings'; findings: Finding[]; items: EvidenceItems }

import type { Column } from './columns'

// The reasons a file is refused, as codes the page words in the visitor's language (evidence-copy.ts). A report we
// do not recognise also names the column titles found and the columns missing, shown on the page only: the worker
// never sends them anywhere else.
export const exportProblems = [
  'too-large',
  'not-a-table',
  'unknown-report',
  'truncated',
  'too-many-rows',
  'too-many-columns',
  'empty',
  'too-many-files',
] as const

export type ExportProblem = (typeof exportProblems)[number]

export interface RefusalDetail {
  /** The titles of the row that came closest to a report we know (at most 12, each cut to 40 characters). */
  titles: string[]
  /** The columns that report needs and the row lacks: each an alternative of columns, any of which would do. */
  missing: Column[][]
}

export class ExportError extends Error {
  constructor(
    readonly problem: ExportProblem,
    readonly detail?: RefusalDetail,
  ) {
    super(problem)
  }
}

import type { Column } from './columns'

// Codes the page words in the visitor's language; an unrecognised report's titles are shown on the page only.
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

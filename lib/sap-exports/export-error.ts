// The reasons a file is refused, as codes the page words in the visitor's language (evidence-copy.ts). Never the
// file's own text: a message names what was expected, not what was found.
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

export class ExportError extends Error {
  constructor(readonly problem: ExportProblem) {
    super(problem)
  }
}

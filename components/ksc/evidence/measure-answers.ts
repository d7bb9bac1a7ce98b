import type { PublicQuestionnaire } from '@/lib/shared/contracts/ksc'
import type { FindingId, MeasuredAnswer } from '@/lib/shared/contracts/ksc-evidence'
import { decisiveFindings } from '@/lib/browser/sap-exports/decisive-findings'
import type { Finding } from '@/lib/browser/sap-exports/evidence'

// A finding that proves all of one option chooses it; any other only clears an answer it contradicts
// (docs/ksc-sources.md, SAP exports).

export interface MeasuredMark extends MeasuredAnswer {
  /** The files it rests on: name and date, shown on the page only. */
  files: { name: string; date: number }[]
}

type Answers = Record<string, number>
type Question = PublicQuestionnaire['areas'][number]['questions'][number]

const questionsOf = (questionnaire: PublicQuestionnaire) => questionnaire.areas.flatMap((a) => a.questions)

export function measureAnswers(
  questionnaire: PublicQuestionnaire,
  findings: Finding[],
  files: { id: string; name: string; date: number }[],
  answers: Answers,
): { answers: Answers; marks: Record<string, MeasuredMark> } {
  const next = { ...answers }
  const marks: Record<string, MeasuredMark> = {}
  for (const question of questionsOf(questionnaire)) {
    const fitting = findings.filter((f) => question.measured?.[f.id])
    if (fitting.length === 0) continue
    // Several findings for one question (two systems' exports): the one that allows the least.
    const finding = fitting.reduce((a, b) =>
      Math.max(...question.measured![b.id]!) < Math.max(...question.measured![a.id]!) ? b : a,
    )
    const options = question.measured![finding.id]!
    if (decisiveFindings.includes(finding.id) && options.length === 1) next[question.id] = options[0]!
    else if (next[question.id] !== undefined && !options.includes(next[question.id]!)) delete next[question.id]
    marks[question.id] = {
      finding: finding.id,
      kinds: finding.kinds,
      figures: finding.figures,
      files: files.filter((f) => finding.files.includes(f.id)).map(({ name, date }) => ({ name, date })),
    }
  }
  return { answers: next, marks }
}

/** Whether an answer the visitor chose still fits the finding that measured it (else the mark goes). */
export const fitsMark = (question: Question, mark: { finding: FindingId } | undefined, index: number) =>
  !!mark && !!question.measured?.[mark.finding]?.includes(index)

/** What the report may carry: fixed identifiers and counts, no file name. */
export const forReport = (marks: Record<string, MeasuredMark>): Record<string, MeasuredAnswer> =>
  Object.fromEntries(
    Object.entries(marks).map(([id, { finding, kinds, figures }]) => [id, { finding, kinds, figures }]),
  )

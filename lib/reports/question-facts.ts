import 'server-only'
import { citeImplementingRegulation } from '@/lib/ksc/clause'
import type { Questionnaire } from '@/lib/ksc/questionnaire-schema'
import type { Lang } from '@/lib/i18n/langs'
import { forLandscape } from '@/lib/i18n/landscape-text'

export interface QuestionFacts {
  question: string
  area: string
  proof: string
  reference?: string
}

/** What the report says of each question beside its action: its text, area, proof in SAP and technical reference, for this landscape. */
export function questionFacts(q: Questionnaire, lang: Lang, flags: ReadonlySet<string>): Map<string, QuestionFacts> {
  const areas = new Map(q.areas.map((a) => [a.id, a.name[lang]]))
  return new Map(
    q.questions.map((x) => [
      x.id,
      {
        question: forLandscape(x.text[lang], flags),
        area: areas.get(x.area)!,
        proof: forLandscape(x.action.proof[lang], flags),
        ...(x.action.ir ? { reference: citeImplementingRegulation(x.action.ir, lang) } : {}),
      },
    ]),
  )
}

import 'server-only'
import { citeDoraStandard, citeImplementingRegulation } from '@/lib/server/domain/ksc/clause'
import type { Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import type { Lang } from '@/lib/shared/i18n/langs'
import { forLandscape } from '@/lib/shared/i18n/landscape-text'

const referenceOf = (reference: string | undefined) => (reference ? { reference } : {})

export interface QuestionFacts {
  question: string
  area: string
  proof: string
  reference?: string
}

/** A question's text, area, proof in SAP and reference for this landscape (DORA's standard for a financial entity). */
export function questionFacts(
  q: Questionnaire,
  lang: Lang,
  flags: ReadonlySet<string>,
  dora: boolean,
): Map<string, QuestionFacts> {
  const areas = new Map(q.areas.map((a) => [a.id, a.name[lang]]))
  const doraArticle = new Map(q.areas.map((a) => [a.id, a.dora]))
  return new Map(
    q.questions.map((x) => [
      x.id,
      {
        question: forLandscape(x.text[lang], flags),
        area: areas.get(x.area)!,
        proof: forLandscape(x.action.proof[lang], flags),
        ...referenceOf(
          dora
            ? citeDoraStandard(doraArticle.get(x.area)!, lang)
            : x.action.ir && citeImplementingRegulation(x.action.ir, lang),
        ),
      },
    ]),
  )
}

import type { Lang } from '@/lib/shared/i18n/langs'

// Legal citations in each language's own style: "art. 21 ust. 2 lit. a NIS2" in Polish, "NIS2 Art. 21(2)(a)" in
// English. Clauses are written once, as "21(2)(a)", in content/ksc/questionnaire.yaml.

function formatNis2(clause: string, lang: Lang): string {
  if (lang === 'en') return `NIS2 Art. ${clause}`
  const [, article, paragraph, point] = /^(\d+)(?:\((\d+)\))?(?:\(([a-z])\))?$/.exec(clause)!
  return ['art.', article, paragraph && `ust. ${paragraph}`, point && `lit. ${point}`, 'NIS2'].filter(Boolean).join(' ')
}

// A score cites about 30 clauses per request, all from the questionnaire's few dozen: each is formatted once.
const cited = new Map<string, string>()

export function citeNis2(clause: string, lang: Lang): string {
  const key = `${lang} ${clause}`
  let citation = cited.get(key)
  if (citation === undefined) cited.set(key, (citation = formatNis2(clause, lang)))
  return citation
}

/** A point of the annex of Commission Implementing Regulation (EU) 2024/2690, the best technical reference. */
export function citeImplementingRegulation(point: string, lang: Lang): string {
  return lang === 'pl' ? `rozp. wyk. 2024/2690, zał. pkt ${point}` : `Impl. Reg. 2024/2690, Annex ${point}`
}

/** An article of DORA (Regulation (EU) 2022/2554), for a financial entity. */
export function citeDora(article: string, lang: Lang): string {
  return lang === 'pl' ? `art. ${article} DORA` : `DORA Art. ${article}`
}

/** An area's article: DORA's for a financial entity, or for an area that binds financial entities only; else NIS2's. */
export function areaClause(
  area: { clause: string; dora: string; scope?: readonly string[] },
  type: string | null,
  lang: Lang,
): string {
  const dora = type === 'dora' || (area.scope?.length === 1 && area.scope[0] === 'dora')
  return dora ? citeDora(area.dora, lang) : citeNis2(area.clause, lang)
}

/** DORA Art. 5-16: the RTS 2024/1774; Art. 17-23: the RTS 2024/1772; else none (2024/2690 is NIS2's, not DORA's). */
export function citeDoraStandard(article: string, lang: Lang): string | undefined {
  const n = Number(article)
  if (n >= 5 && n <= 16)
    return lang === 'pl'
      ? 'rozp. deleg. 2024/1774 (RTS o zarządzaniu ryzykiem ICT)'
      : 'Del. Reg. 2024/1774 (RTS on ICT risk management)'
  if (n >= 17 && n <= 23)
    return lang === 'pl'
      ? 'rozp. deleg. 2024/1772 (RTS o klasyfikacji incydentów)'
      : 'Del. Reg. 2024/1772 (RTS on incident classification)'
  return undefined
}

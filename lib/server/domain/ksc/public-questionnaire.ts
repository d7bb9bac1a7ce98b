import 'server-only'
import type { PublicQuestionnaire } from '@/lib/shared/contracts/ksc'
import type { FindingId } from '@/lib/shared/contracts/ksc-evidence'
import type { Lang } from '@/lib/shared/i18n/langs'
import { areaClause } from './clause'
import { questionnaire } from './questionnaire'
import { questionnaireLength } from './questionnaire-length'
import type { Questionnaire } from './questionnaire-schema'

/** Per finding, the options it fits, in order: the page answers from an export with them (no points). */
function measuredOptions(question: Questionnaire['questions'][number]) {
  const measured: Partial<Record<FindingId, number[]>> = {}
  question.options.forEach((o, index) => o.measured?.forEach((f) => (measured[f] = [...(measured[f] ?? []), index])))
  return Object.keys(measured).length ? { measured } : {}
}

// What the page may show: no points, weights, key measures or actions leave the server.

export function publicQuestionnaire(lang: Lang, q: Questionnaire = questionnaire()): PublicQuestionnaire {
  const context = (c: Questionnaire['scope'][number] | Questionnaire['landscape'][number]) => ({
    id: c.id,
    text: c.text[lang],
    ...(c.help ? { help: c.help[lang] } : {}),
    options: c.options.map((o) => o.label[lang]),
  })
  return {
    version: q.version,
    ...questionnaireLength(q),
    scope: q.scope.map((s) => ({ ...context(s), values: s.options.map((o) => o.value) })),
    landscape: q.landscape.map((l) => ({ ...context(l), sets: l.options.map((o) => o.sets) })),
    areas: q.areas.map((area) => ({
      id: area.id,
      name: area.name[lang],
      clause: areaClause(area, null, lang),
      ...(area.scope ? { scope: area.scope } : {}),
      questions: q.questions
        .filter((question) => question.area === area.id)
        .map((question) => ({
          id: question.id,
          text: question.text[lang],
          ...(question.help ? { help: question.help[lang] } : {}),
          ...(question.when ? { when: question.when } : {}),
          options: question.options.map((o) => o.label[lang]),
          ...measuredOptions(question),
        })),
    })),
  }
}

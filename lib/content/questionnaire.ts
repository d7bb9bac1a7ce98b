import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'
import { kscLevels } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import { CONTENT_DIR, ContentError } from './load'
import { reloading } from './reloading'

// The KSC/NIS2 questionnaire (content/ksc/questionnaire.yaml): texts in both languages for the page, and the
// points, weights and key measures that only the server reads (lib/ksc/score.ts).

const localised = z.strictObject({ pl: z.string().trim().min(1), en: z.string().trim().min(1) })
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens')

const optionSchema = z.strictObject({
  label: localised,
  points: z.int().min(0).max(4),
  dontKnow: z.literal(true).optional(),
})

const questionSchema = z.strictObject({
  id,
  area: id,
  text: localised,
  help: localised.optional(),
  key: z.strictObject({ pass: z.int().min(1).max(4) }).optional(),
  options: z.array(optionSchema).min(2),
})

export const questionnaireSchema = z
  .strictObject({
    version: z.string().min(1),
    levels: z
      .array(z.strictObject({ id: z.enum(kscLevels), min: z.number().min(0).max(100), name: localised, description: localised }))
      .length(kscLevels.length),
    keyMeasureCap: z.enum(kscLevels),
    areas: z
      .array(
        z.strictObject({
          id,
          basis: z.string().min(1),
          weight: z.number().positive(),
          name: localised,
          recommendation: localised,
          horizon: z.enum(['now', 'quarter', 'budget']),
        }),
      )
      .min(1),
    questions: z.array(questionSchema).min(1),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string, where: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path: where })
    q.levels.forEach((level, i) => {
      if (level.id !== kscLevels[i]) issue(`levels must be, in order: ${kscLevels.join(', ')}`, ['levels', i, 'id'])
      if (i === 0 ? level.min !== 0 : level.min <= q.levels[i - 1]!.min) issue('each level starts above the one before; the first at 0', ['levels', i, 'min'])
    })
    const areaIds = new Set(q.areas.map((a) => a.id))
    const seen = new Set<string>()
    q.questions.forEach((question, i) => {
      if (seen.has(question.id)) issue(`duplicate question id "${question.id}"`, ['questions', i, 'id'])
      seen.add(question.id)
      if (!areaIds.has(question.area)) issue(`no area "${question.area}"`, ['questions', i, 'area'])
      const graded = question.options.filter((o) => !o.dontKnow)
      if (graded.some((o, j) => j > 0 && o.points <= graded[j - 1]!.points)) issue('options go from worst to best: points must increase', ['questions', i, 'options'])
      if (graded.at(-1)?.points !== 4) issue('the best option is worth 4 points', ['questions', i, 'options'])
      const dontKnow = question.options.findIndex((o) => o.dontKnow)
      if (dontKnow >= 0 && dontKnow !== question.options.length - 1) issue('"don\'t know" is the last option', ['questions', i, 'options', dontKnow])
    })
    for (const area of q.areas) {
      if (!q.questions.some((question) => question.area === area.id)) issue(`area "${area.id}" has no questions`, ['areas'])
    }
  })

export type Questionnaire = z.output<typeof questionnaireSchema>

export const QUESTIONNAIRE_FILE = path.join(CONTENT_DIR, 'ksc', 'questionnaire.yaml')

export function loadQuestionnaire(file = QUESTIONNAIRE_FILE): Questionnaire {
  const where = path.relative(process.cwd(), file)
  let data: unknown
  try {
    // content/ is traced into deployments by next.config.ts (outputFileTracingIncludes).
    data = parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'))
  } catch (error) {
    throw new ContentError([`${where}: ${(error as Error).message}`])
  }
  const parsed = questionnaireSchema.safeParse(data)
  if (!parsed.success) throw new ContentError(parsed.error.issues.map((i) => `${where}: ${i.path.join('.')}: ${i.message}`))
  return parsed.data
}

export const questionnaire: () => Questionnaire = reloading(() => loadQuestionnaire())

/** What the page may show: texts only. No points, weights, key measures or recommendations leave the server. */
export interface PublicQuestionnaire {
  version: string
  areas: { id: string; name: string; basis: string; questions: { id: string; text: string; help?: string; options: string[] }[] }[]
}

export function publicQuestionnaire(lang: Lang): PublicQuestionnaire {
  const q = questionnaire()
  return {
    version: q.version,
    areas: q.areas.map((area) => ({
      id: area.id,
      name: area.name[lang],
      basis: area.basis,
      questions: q.questions
        .filter((question) => question.area === area.id)
        .map((question) => ({
          id: question.id,
          text: question.text[lang],
          ...(question.help ? { help: question.help[lang] } : {}),
          options: question.options.map((o) => o.label[lang]),
        })),
    })),
  }
}

import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { CONTENT_DIR, ContentError } from '@/lib/server/domain/content/load'
import { reloading } from '@/lib/server/domain/content/reloading'
import { questionnaireSchema, type Questionnaire } from './questionnaire-schema'

// The KSC/NIS2 questionnaire (content/ksc/questionnaire.yaml), read and checked once per process. Here, under
// lib/server/domain/ksc, because it holds what only the server may know: points, weights, key measures and actions.

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
  if (!parsed.success)
    throw new ContentError(parsed.error.issues.map((i) => `${where}: ${i.path.join('.')}: ${i.message}`))
  return parsed.data
}

export const questionnaire: () => Questionnaire = reloading(() => loadQuestionnaire())

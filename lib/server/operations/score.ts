import 'server-only'
import type { scoreKscCheck } from '@/lib/shared/contracts/operations'
import type { Handler } from '@/lib/server/http/pipeline/endpoint'
import { scoreAnswers } from '@/lib/server/domain/ksc/score'

// POST /api/ksc-check/score/ - scoreKscCheck: no personal data, nothing stored, nothing sent.
export const handleScore: Handler<typeof scoreKscCheck> = async ({ answers, lang }) => ({
  ok: true,
  result: scoreAnswers(answers, lang),
})

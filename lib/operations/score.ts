import 'server-only'
import type { scoreKscCheck } from '@/lib/contracts/operations'
import type { Handler } from '@/lib/pipeline/endpoint'
import { scoreAnswers } from '@/lib/ksc/score'

// POST /api/ksc-check/score/ - scoreKscCheck: no personal data, nothing stored, nothing sent.
export const handleScore: Handler<typeof scoreKscCheck> = async ({ answers, lang }) => ({
  ok: true,
  result: scoreAnswers(answers, lang),
})

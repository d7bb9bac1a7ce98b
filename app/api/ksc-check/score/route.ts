// POST /api/ksc-check/score/ - scoreKscCheck: answers -> readiness score
import { scoreKscCheck } from '@/lib/contracts/operations'
import { answerBeforeNext } from '@/lib/http/before-next'
import { endpoint } from '@/lib/http/endpoint'
import { handleScore } from '@/lib/operations/score'

const handlers = endpoint(scoreKscCheck, handleScore)
// The check's hot path, with no side effects: served without Next's per-request cost once this module is loaded.
answerBeforeNext(scoreKscCheck, handlers.POST)

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = handlers

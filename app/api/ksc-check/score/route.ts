// POST /api/ksc-check/score/ - scoreKscCheck: answers -> readiness score
import { scoreKscCheck } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { handleScore } from '@/lib/server/operations/score'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(scoreKscCheck, handleScore)

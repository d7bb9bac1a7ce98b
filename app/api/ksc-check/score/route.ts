// POST /api/ksc-check/score/ - scoreKscCheck: answers -> readiness score
import { scoreKscCheck } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { handleScore } from '@/lib/operations/score'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(scoreKscCheck, handleScore)

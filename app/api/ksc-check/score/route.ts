// POST /api/ksc-check/score/ - scoreKscCheck: answers -> readiness score (its handler lands with its issue)
import { scoreKscCheck } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { notYetAvailable } from '@/lib/operations/not-yet-available'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(scoreKscCheck, notYetAvailable)

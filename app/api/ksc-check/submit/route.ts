// POST /api/ksc-check/submit/ - requestKscCheckReport: answers + e-mail -> PDF report by mail + CRM lead
import { requestKscCheckReport } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { assertAnswered, handleReport } from '@/lib/server/operations/report'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(requestKscCheckReport, handleReport, assertAnswered)

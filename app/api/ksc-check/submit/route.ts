// POST /api/ksc-check/submit/ - requestKscCheckReport: answers + e-mail -> PDF report by mail + CRM lead
import { requestKscCheckReport } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { assertAnswered, handleReport } from '@/lib/operations/report'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(requestKscCheckReport, handleReport, assertAnswered)

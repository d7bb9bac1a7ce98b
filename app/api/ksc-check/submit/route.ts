// POST /api/ksc-check/submit/ - requestKscCheckReport: answers + e-mail -> PDF report by mail + CRM lead (its handler lands with its issue)
import { requestKscCheckReport } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { notYetAvailable } from '@/lib/operations/not-yet-available'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(requestKscCheckReport, notYetAvailable)

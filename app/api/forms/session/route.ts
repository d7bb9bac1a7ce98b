// POST /api/forms/session/ - issueFormSession: a form page's timestamp marker and bot challenge
import { issueFormSession } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { handleFormSession } from '@/lib/server/operations/form-session'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(issueFormSession, handleFormSession)

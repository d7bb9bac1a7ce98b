// POST /api/forms/session/ - issueFormSession: a form page's timestamp marker and bot challenge
import { issueFormSession } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { handleFormSession } from '@/lib/operations/form-session'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(issueFormSession, handleFormSession)

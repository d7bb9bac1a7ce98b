// POST /api/apply/ - submitJobApplication: application with CV -> CV checked by its bytes -> mail to recruitment (no CRM)
import { submitJobApplication } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { handleApplication } from '@/lib/operations/apply'
import { checkApplication } from '@/lib/operations/check-application'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  submitJobApplication,
  handleApplication,
  checkApplication,
)

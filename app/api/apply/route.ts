// POST /api/apply/ - submitJobApplication: application with CV -> CV checked by its bytes -> mail to recruitment (no CRM)
import { submitJobApplication } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { handleApplication } from '@/lib/server/operations/apply'
import { checkApplication } from '@/lib/server/operations/check-application'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  submitJobApplication,
  handleApplication,
  checkApplication,
)

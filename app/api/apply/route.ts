// POST /api/apply/ - submitJobApplication: application with CV -> mail to recruitment (its handler lands with its issue)
import { submitJobApplication } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { notYetAvailable } from '@/lib/operations/not-yet-available'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(submitJobApplication, notYetAvailable)

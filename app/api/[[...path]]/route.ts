// Any other path under /api/ (and /api/ itself): 404 not_found as JSON, whatever the method.
import { notFoundApi } from '@/lib/server/http/pipeline/not-found-api'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundApi

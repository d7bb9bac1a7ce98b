import 'server-only'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { baseHeaders } from './base-headers'
import { langOfRequest } from './request-lang'
import { problemResponse } from './respond'

const notFound = async (request: Request) =>
  problemResponse(new ApiError('not_found'), langOfRequest(request.headers), baseHeaders())

export const notFoundApi = {
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
  OPTIONS: notFound,
}

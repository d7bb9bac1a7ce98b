import type { ErrorCode, Problem } from './errors'

/** Thrown by guards, the pipeline and operations alike; `lib/http/respond.ts` turns it into one RFC 9457 answer. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly headers: Record<string, string>
  readonly fields?: Problem['fields']
  /** English detail for the integrator, replacing the code's generic hint. */
  readonly hint?: string
  /** Why, for the request's log line only (never sent): e.g. the client went away mid-body. */
  readonly reason?: string

  constructor(code: ErrorCode, options: { headers?: Record<string, string>; fields?: Problem['fields']; hint?: string; reason?: string } = {}) {
    super(code)
    this.name = 'ApiError'
    this.code = code
    this.headers = options.headers ?? {}
    this.fields = options.fields
    this.hint = options.hint
    this.reason = options.reason
  }
}

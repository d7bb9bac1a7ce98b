import type { ErrorCode, Problem } from './errors'

/** Thrown by guards, the pipeline and operations alike; `lib/server/http/pipeline/respond.ts` turns it into one RFC 9457 answer. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly headers: Record<string, string>
  readonly fields?: Problem['fields']
  /** English detail for the integrator, replacing the code's generic hint. */
  readonly hint?: string
  /** Why, for the request's log line only (never sent): e.g. the client went away mid-body. */
  readonly reason?: string

  constructor(
    code: ErrorCode,
    options: { headers?: Record<string, string>; fields?: Problem['fields']; hint?: string; reason?: string } = {},
  ) {
    // A designed answer, not a fault: its stack is never read, and capturing one costs more than the rest of a
    // 429 (about 4 µs of a refusal's own 10).
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(code)
    Error.stackTraceLimit = limit
    this.name = 'ApiError'
    this.code = code
    this.headers = options.headers ?? {}
    this.fields = options.fields
    this.hint = options.hint
    this.reason = options.reason
  }
}

import 'server-only'
import type { z } from 'zod'
import { getConfig } from '@/lib/server/config'
import type { Operation } from '@/lib/shared/contracts/operations'
import { assertChallenge } from '@/lib/server/http/guards/challenge'
import { assertOrigin } from '@/lib/server/http/guards/assert-origin'
import { assertRateLimit } from '@/lib/server/http/guards/assert-rate-limit'
import { silentRejection } from '@/lib/server/http/guards/screen-spam'
import type { Lang } from '@/lib/shared/i18n/langs'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { assertApiVersion } from './api-version'
import { baseHeaders } from './base-headers'
import { clientIp } from './client-ip'
import { rateHeaders } from './rate-headers'
import { startRequestLog, type RequestTrace } from './request-log'
import { readBody, readQuery } from './read-body'
import { langOfRequest } from './request-lang'
import { jsonResponse, problemResponse } from './respond'
import { validateInput } from './validate'

export interface HandlerContext {
  lang: Lang
  ip: string | undefined
  request: Request
  receivedAt: Date
}

export type Input<Op extends Operation> = z.output<Op['request']>

/** Step 9: the side effects. Receives the validated input, or what the operation's check made of it. */
export type Handler<Op extends Operation, In = Input<Op>> = (
  input: In,
  context: HandlerContext,
) => Promise<z.input<Op['success']> | Response>

/** End of step 7: checks that need the server (a CV's bytes, a known material); may hand the handler what it learnt. */
export type Check<Op extends Operation, Checked> = (
  input: Input<Op>,
  context: HandlerContext,
) => Checked | Promise<Checked>

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const accepted = (headers: Headers) => jsonResponse({ ok: true }, 200, headers)

/** The pipeline of docs/architecture.md, steps 2 to 10, in that order. Step 1 is the method table of `endpoint`. */
async function steps<Op extends Operation, Checked>(
  op: Op,
  handler: Handler<Op, Checked>,
  check: Check<Op, Checked>,
  request: Request,
  headers: Headers,
  trace: RequestTrace & { lang: Lang },
): Promise<Response> {
  if (op.checksOrigin) assertOrigin(request.headers)
  const ip = (trace.ip = clientIp(request.headers, getConfig().trustProxy))
  const rate = await assertRateLimit(op, ip)
  for (const [name, value] of Object.entries(rateHeaders(rate))) headers.set(name, value)
  assertApiVersion(request.headers.get('api-version'))
  const raw = op.method === 'GET' ? readQuery(request) : await readBody(request, op)
  const lang = (trace.lang = langOfRequest(request.headers, raw))
  if (op.antiSpam && (trace.reason = silentRejection(op, raw))) return accepted(headers)
  const input = validateInput(op.request, raw, lang) as Input<Op>
  const context: HandlerContext = { lang, ip, request, receivedAt: new Date() }
  const checked = await check(input, context)
  if (op.challenge) await assertChallenge(raw[GUARD_FIELDS.challenge], op.id, ip)
  const result = await handler(checked, context)
  if (!(result instanceof Response)) return jsonResponse(result, 200, headers)
  headers.forEach((value, name) => result.headers.has(name) || result.headers.set(name, value))
  return result
}

/** Runs the steps; any throw becomes the Error model. Writes the request's one log line. */
async function run<Op extends Operation, Checked>(
  op: Op,
  handler: Handler<Op, Checked>,
  check: Check<Op, Checked>,
  request: Request,
): Promise<Response> {
  const logLine = startRequestLog(request.method, op.id)
  const headers = baseHeaders(op)
  const trace: RequestTrace & { lang: Lang } = { lang: langOfRequest(request.headers) }
  let response: Response
  let code: string | undefined
  try {
    response = await steps(op, handler, check, request, headers, trace)
  } catch (thrown) {
    response = problemResponse(thrown, trace.lang, headers)
    code = thrown instanceof ApiError ? thrown.code : 'internal_error'
    if (thrown instanceof ApiError && thrown.reason) trace.reason = thrown.reason
  }
  logLine(response.status, code, trace)
  return response
}

/** An operation's route handlers: its own method runs the pipeline, every other gets our 405 with `Allow`. */
export function endpoint<Op extends Operation, Checked = Input<Op>>(
  op: Op,
  handler: Handler<Op, Checked>,
  check: Check<Op, Checked> = (input) => input as Checked,
): Record<Method, (request: Request) => Promise<Response>> {
  const refuse = async (request: Request) => {
    const logLine = startRequestLog(request.method, op.id)
    const response = problemResponse(
      new ApiError('method_not_allowed', { headers: { Allow: op.method } }),
      langOfRequest(request.headers),
      baseHeaders(op),
    )
    logLine(response.status, 'method_not_allowed', {})
    return response
  }
  const serve = (request: Request) => run(op, handler, check, request)
  return Object.fromEntries(methods.map((m) => [m, m === op.method ? serve : refuse])) as Record<
    Method,
    (request: Request) => Promise<Response>
  >
}

import { Server, type IncomingMessage, type ServerResponse } from 'node:http'
import { ApiError } from '@/lib/contracts/api-error'
import { errorTable } from '@/lib/contracts/errors'
import { operations } from '@/lib/contracts/operations'
import { answeredBeforeNext } from './before-next'
import { baseHeaders } from './base-headers'
import { keepDeclaredLength } from './declared-length'
import { problemBody } from './problem-body'
import { langOfRequest } from './request-lang'
import { startRequestLog } from './request-log'
import { securityHeaders } from './security-headers'

// What only the Node.js server sees, before Next does:
// - Next refuses a method it has no route-handler export for (TRACE, CONNECT, and the WebDAV-style methods
//   Node's parser accepts) with a 500 and a stack trace, before any route runs. Under /api/ such a method gets
//   the contract's answer here: 405 with Allow on an operation's path, 404 elsewhere, as the Error model.
// - A response sent before its request's body has fully arrived (refused for size, origin or rate, or at the body
//   deadline) is followed by a short lingering close, so a client dripping a body cannot keep holding the
//   connection (Node would otherwise wait up to its 5-minute request timeout for the rest).
// - The Content-Length a handler declares, which Next would drop (declared-length.ts).
// - The operations answered without Next (before-next.ts).

const ROUTED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const byPath = new Map(operations.map((op) => [op.path, op]))

function asHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  return headers
}

/** True when it answered: a method Next would fail on, under /api/. */
export function refuseUnroutedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? ''
  const path = (req.url ?? '/').split('?')[0]!
  if (ROUTED.has(method) || !(path === '/api' || path.startsWith('/api/'))) return false
  const logLine = startRequestLog(method, undefined)
  const op = byPath.get(path.endsWith('/') ? path : `${path}/`)
  const error = op ? new ApiError('method_not_allowed', { headers: { Allow: op.method } }) : new ApiError('not_found')
  const headers = baseHeaders(op)
  for (const { key, value } of securityHeaders) headers.set(key, value)
  for (const [name, value] of Object.entries(error.headers)) headers.set(name, value)
  headers.set('content-type', 'application/problem+json; charset=utf-8')
  const status = errorTable[error.code].status
  res.writeHead(status, Object.fromEntries(headers))
  res.end(JSON.stringify(problemBody(error, langOfRequest(asHeaders(req)))))
  logLine(status, error.code, {})
  return true
}

/**
 * How long the rest of a body nobody will read is still taken in (and dropped) after the answer went out, as
 * nginx's lingering close does (its default is the same): a client still sending reads the answer instead of
 * failing on a reset connection, and a client that keeps on dripping loses the connection.
 */
const LINGER_MS = 5000

function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket
  res.once('finish', () => {
    if (req.complete) return
    // Only a body still incomplete by then: a complete one frees the connection for the client's next request.
    const timer = setTimeout(() => req.complete || socket.destroy(), LINGER_MS)
    socket.once('close', () => clearTimeout(timer))
  })
}

let installed = false

/** Wraps the 'request' event of every Node.js HTTP server in this process (`next start` has one). */
export function installMethodGate(): void {
  if (installed) return
  installed = true
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse]
      if (refuseUnroutedMethod(req, res)) return true
      closeWhenBodyUnread(req, res)
      keepDeclaredLength(res)
      if (answeredBeforeNext(req, res)) return true
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}

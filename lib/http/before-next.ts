import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Operation } from '@/lib/contracts/operations'
import { log } from '@/lib/log'
import { securityHeaders } from './security-headers'

// Operations the Node.js server answers itself, with the same route handler, instead of handing the request to Next.
// Next spends about 600 µs of one core on every request before and after a route handler runs (routing, its request
// and response adapters, its caches); for the score operation, which has no side effects and needs nothing from
// Next, that is most of its cost (bench/RESULTS.md). The handler registers itself when Next first loads its route
// module, so the first request goes through Next and the module exists once in the process. Only in production: in
// development every request reaches Next, which reloads a route when its file changes.

type WebHandler = (request: Request) => Promise<Response>

const REGISTRY = Symbol.for('sapsec.http.answeredBeforeNext')
const routes: Map<string, WebHandler> = ((globalThis as Record<symbol, unknown>)[REGISTRY] as Map<string, WebHandler> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[REGISTRY] = new Map<string, WebHandler>())

const keyOf = (method: string, path: string) => `${method} ${path}`

/** Called by a route module: from now on its operation's own method is answered before Next. */
export function answerBeforeNext(op: Pick<Operation, 'method' | 'path'>, handler: WebHandler): void {
  if (process.env.NODE_ENV === 'production') routes.set(keyOf(op.method, op.path), handler)
}

/**
 * The request's body as a web stream, read only when the handler reads it. What the handler leaves unread is
 * drained, never destroyed: destroying it would reset the connection, and the client's next request on it. A body
 * still arriving is bounded by the gate's lingering close (method-gate.ts); one never read, Node drains itself.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    req.pause()
  }
  const onEnd = () => controller.close()
  const onClose = () => req.complete || controller.error(new Error('aborted'))
  const stopListening = () => {
    req.off('data', onData).off('end', onEnd).off('close', onClose)
  }
  let listening = false
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      pull() {
        if (!listening) {
          listening = true
          req.on('data', onData).once('end', onEnd).once('close', onClose)
        }
        req.resume()
      },
      cancel() {
        stopListening()
        req.resume()
      },
    },
    { highWaterMark: 0 },
  )
}

function toRequest(req: IncomingMessage): Request {
  // As Next does before a route runs (base-server.js), so the client address is read the same way on both paths.
  req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: bodyOf(req),
    duplex: 'half',
  } as RequestInit)
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  // next.config.ts sets these on what Next serves; here nobody else does.
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  response.headers.forEach((value, name) => res.setHeader(name, value))
  // One write with the whole body: Node adds its Content-Length.
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** True when the request is one of the registered operations, now being answered here. */
export function answeredBeforeNext(req: IncomingMessage, res: ServerResponse): boolean {
  const handler = routes.size ? routes.get(keyOf(req.method ?? '', (req.url ?? '/').split('?')[0]!)) : undefined
  if (!handler) return false
  handler(toRequest(req))
    .then((response) => send(response, res))
    .catch((error: Error) => {
      // The pipeline turns every failure into an answer, so only writing it can fail here (the client is gone).
      log.warn('answer_not_written', { message: error.message })
      res.destroy()
    })
  return true
}

import { connect, type ClientHttp2Session, type ClientHttp2Stream } from 'node:http2'
import type { RawResponse } from './raw-http'

// HTTP/2 to a test's own nginx (its certificate is self-signed): what browsers speak to it, one connection carrying
// many requests at once.

/** An HTTP/2 connection; `localAddress` picks the client's address (any of 127.0.0.0/8 on Linux). */
export function h2Connect(baseUrl: string, { localAddress }: { localAddress?: string } = {}): ClientHttp2Session {
  const session = connect(baseUrl, { rejectUnauthorized: false, ...(localAddress ? { localAddress } : {}) })
  session.on('error', () => undefined)
  return session
}

/** One request on the connection, read whole; a stream the server resets resolves as status 0. */
export function h2Request(
  session: ClientHttp2Session,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers })
    const received = h2Received(stream)
    stream.on('error', () => undefined)
    stream.on('close', () => resolve(received()))
    stream.end(init.body)
  })
}

/** What a stream has received so far, as a response (status 0 before its headers). */
export function h2Received(stream: ClientHttp2Stream): () => RawResponse {
  let head: Record<string, string> = {}
  let status = 0
  const chunks: Buffer[] = []
  stream.on('response', (headers) => {
    status = Number(headers[':status'])
    head = Object.fromEntries(
      Object.entries(headers)
        .filter(([k]) => !k.startsWith(':'))
        .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
    )
  })
  stream.on('data', (c: Buffer) => chunks.push(c))
  return () => ({ status, headers: head, body: Buffer.concat(chunks).toString() })
}

/** One request on a connection of its own. */
export async function h2Send(
  baseUrl: string,
  path: string,
  init: Parameters<typeof h2Request>[2] = {},
): Promise<RawResponse> {
  const session = h2Connect(baseUrl)
  try {
    return await h2Request(session, path, init)
  } finally {
    session.close()
  }
}

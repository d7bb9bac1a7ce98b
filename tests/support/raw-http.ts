import { request } from 'node:https'
import { connect, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'

// HTTP/1.1 written by hand on a socket, for what fetch will not send: methods it forbids (TRACE), a body shorter
// than its Content-Length, a body dripped byte by byte, a client that vanishes mid-upload.

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const eol = raw.indexOf('\r\n', at)
    if (eol < 0) break
    const size = parseInt(raw.subarray(at, eol).toString(), 16)
    if (!size) break
    parts.push(raw.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Parses the first response on a connection's bytes. */
export function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString().split('\r\n')
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  )
  const rest = raw.subarray(end + 4)
  const body =
    headers['transfer-encoding'] === 'chunked'
      ? decodeChunked(rest)
      : rest.subarray(0, Number(headers['content-length'] ?? rest.length))
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString() }
}

/**
 * Opens a connection, lets `talk` write on it, and resolves with all the server sent once the connection is
 * closed, also by a reset (a server closing on a client that is still sending).
 */
export function exchange(baseUrl: string, talk: (socket: Socket) => void): Promise<Buffer> {
  const { port, protocol } = new URL(baseUrl)
  // An IPv6 address without its brackets.
  const hostname = new URL(baseUrl).hostname.replace(/^\[(.*)\]$/, '$1')
  return new Promise((resolve) => {
    // Over TLS to a test's own nginx, whose certificate is made for the run.
    const socket: Socket =
      protocol === 'https:'
        ? connectTls({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => talk(socket))
        : connect(Number(port), hostname, () => talk(socket))
    const received: Buffer[] = []
    socket.on('data', (d: Buffer) => received.push(d))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Buffer.concat(received)))
  })
}

/**
 * The head of a request. With Connection: close the server ends the exchange after answering; with `keepAlive`
 * only a server that decides to close does.
 */
export const requestHead = (
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  { keepAlive = false } = {},
) =>
  [
    `${method} ${path} HTTP/1.1`,
    `Host: ${host}`,
    ...(keepAlive ? [] : ['Connection: close']),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n')

/** A request over HTTPS to a test's own nginx (its certificate is self-signed), read whole. */
export function httpsSend(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const out = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
          )
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() })
        })
      },
    )
    out.on('error', reject)
    out.end(init.body)
  })
}

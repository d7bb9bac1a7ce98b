import type { ClientHttp2Session } from 'node:http2'
import { connect as connectTls, type TLSSocket } from 'node:tls'
import { parseResponse, requestHead, type RawResponse } from './raw-http'
import { h2Received } from './h2'

// Clients that send a form's body a byte at a time, within nginx's 10 s for each pause: held for as long as they go
// on, unless nginx refuses them first.

export interface Dripping {
  /** nginx's answer, as soon as it is whole; undefined where it closed without one. */
  answer: Promise<RawResponse | undefined>
  /** Whether nginx has answered yet. */
  hasAnswer(): boolean
  /** Resolves when the connection (or the HTTP/2 stream) is closed. */
  closed: Promise<void>
  isClosed(): boolean
  /** The client goes away. */
  leave(): void
}

const BODY = { 'Content-Type': 'application/json', 'Content-Length': '1000' }

/** A POST over HTTP/1.1 on a connection of its own; `localAddress` picks its address (any of 127.0.0.0/8). */
export function dripping(
  httpsUrl: string,
  {
    host,
    path = '/api/contact/',
    headers = {},
    localAddress,
    everyMs = 2_000,
  }: {
    host: string
    path?: string
    headers?: Record<string, string>
    localAddress?: string
    everyMs?: number
  },
): Dripping {
  const { port } = new URL(httpsUrl)
  let timer: NodeJS.Timeout | undefined
  let isClosed = false
  const received: Buffer[] = []
  const socket: TLSSocket = connectTls(
    { host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, ...(localAddress ? { localAddress } : {}) },
    () => {
      socket.write(requestHead('POST', path, host, { ...BODY, ...headers }, { keepAlive: true }) + '{')
      timer = setInterval(() => socket.writable && socket.write(' '), everyMs)
    },
  )
  socket.on('error', () => undefined)
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      isClosed = true
      clearInterval(timer)
      resolve()
    }),
  )
  const answer = new Promise<RawResponse | undefined>((resolve) => {
    socket.on('data', (d: Buffer) => {
      received.push(d)
      const raw = Buffer.concat(received)
      if (raw.indexOf('\r\n\r\n') < 0) return
      const res = parseResponse(raw)
      if (Buffer.byteLength(res.body) >= Number(res.headers['content-length'] ?? 0)) resolve(res)
    })
    void closed.then(() => resolve(undefined))
  })
  let hasAnswer = false
  void answer.then((res) => (hasAnswer = res !== undefined))
  return {
    answer,
    hasAnswer: () => hasAnswer,
    closed,
    isClosed: () => isClosed,
    leave: () => {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

/** The same POST as a stream of an HTTP/2 connection. */
export function drippingStream(
  session: ClientHttp2Session,
  {
    host,
    path = '/api/contact/',
    headers = {},
    everyMs = 2_000,
  }: {
    host: string
    path?: string
    headers?: Record<string, string>
    everyMs?: number
  },
): Dripping {
  const stream = session.request({
    ':method': 'POST',
    ':path': path,
    ':authority': host,
    'content-type': BODY['Content-Type'],
    'content-length': BODY['Content-Length'],
    ...headers,
  })
  let isClosed = false
  stream.on('error', () => undefined)
  stream.write('{')
  const timer = setInterval(() => stream.writable && stream.write(' '), everyMs)
  const closed = new Promise<void>((resolve) =>
    stream.on('close', () => {
      isClosed = true
      clearInterval(timer)
      resolve()
    }),
  )
  const received = h2Received(stream)
  const answer = new Promise<RawResponse | undefined>((resolve) => {
    stream.on('end', () => resolve(received()))
    void closed.then(() => resolve(received().status ? received() : undefined))
  })
  let hasAnswer = false
  stream.on('response', () => (hasAnswer = true))
  return {
    answer,
    hasAnswer: () => hasAnswer,
    closed,
    isClosed: () => isClosed,
    leave: () => {
      clearInterval(timer)
      stream.close()
    },
  }
}

import 'server-only'
import { getConfig } from '@/lib/server/config'
import type { ContentType, Operation } from '@/lib/shared/contracts/operations'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { readMultipart } from './read-multipart'

export type RawBody = Record<string, unknown>

function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

const tooLarge = () => new ApiError('payload_too_large')
const unreadable = (hint: string) => new ApiError('missing_fields', { hint })

/** The client went away mid-body: not our failure, so no error log and no 500; the request's log line says why. */
const aborted = () =>
  new ApiError('missing_fields', { hint: 'The body ended before it was complete.', reason: 'client_aborted' })

/** A body still incomplete at the deadline (a Content-Length larger than what is sent, a drip-fed body). */
const late = (ms: number) =>
  new ApiError('missing_fields', { hint: `The body did not arrive within ${ms} ms.`, reason: 'body_timeout' })

/**
 * The one place where bytes arrive from the request: chunk by chunk, refused the moment they pass the cap or the
 * deadline. A body over the cap or late, or a reader that stops early, cancels the rest of it.
 */
async function* bodyChunks(request: Request, cap: number, timeoutMs: number): AsyncGenerator<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > cap) throw tooLarge()
  if (!request.body) return
  const reader = request.body.getReader()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(late(timeoutMs)), timeoutMs)))
  deadline.catch(() => undefined)
  let size = 0
  let done = false
  try {
    for (;;) {
      const next = await Promise.race([
        reader.read().catch(() => {
          throw aborted()
        }),
        deadline,
      ])
      if ((done = next.done)) return
      size += next.value.byteLength
      if (size > cap) throw tooLarge()
      yield next.value
    }
  } finally {
    clearTimeout(timer)
    // Not awaited: cancelling a body that is still arriving waits for bytes that may never come.
    if (!done) void reader.cancel().catch(() => undefined)
  }
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return Buffer.concat(parts)
}

function fromEntries(entries: Iterable<[string, string]>): RawBody {
  const body: RawBody = {}
  for (const [name, value] of entries) if (!(name in body)) body[name] = value
  return body
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

function parseJson(bytes: Uint8Array): RawBody {
  let value: unknown
  try {
    value = JSON.parse(strictUtf8.decode(bytes))
  } catch {
    throw unreadable('The body is not valid UTF-8 JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw unreadable('The JSON body must be an object.')
  return value as RawBody
}

/** Step 5 of the pipeline: the body in one of the operation's content types, within its byte cap, as a record. */
export async function readBody(request: Request, op: Operation): Promise<RawBody> {
  const type = mediaTypeOf(request.headers) as ContentType
  // The contract's status set is closed and its 400 codes are the same for every operation: a body this operation
  // cannot read is a request without its fields.
  if (!op.contentTypes.includes(type)) {
    throw unreadable(
      `Unsupported Content-Type${type ? ` "${type}"` : ''}: send the body as ${op.contentTypes.join(' or ')}.`,
    )
  }
  const chunks = bodyChunks(request, op.maxBodyBytes, getConfig().bodyTimeoutMs)
  if (type === 'multipart/form-data') return readMultipart(chunks, request.headers.get('content-type')!, op.upload)
  const bytes = await readAll(chunks)
  if (type === 'application/json') return parseJson(bytes)
  return fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
}

export function readQuery(request: Request): RawBody {
  return fromEntries(new URL(request.url).searchParams)
}

import 'server-only'
import type { ContentType, Operation } from '@/lib/contracts/operations'
import { ApiError } from '@/lib/contracts/api-error'

export type RawBody = Record<string, unknown>

function mediaTypeOf(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

const tooLarge = () => new ApiError('payload_too_large')

/** Reads at most `cap` bytes; the moment the body is longer, stops reading and refuses it. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > cap) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

const unreadable = (hint: string) => new ApiError('missing_fields', { hint })

function fromEntries(entries: Iterable<[string, FormDataEntryValue]>): RawBody {
  const body: RawBody = {}
  for (const [name, value] of entries) if (!(name in body)) body[name] = value
  return body
}

async function parse(type: ContentType, bytes: Uint8Array, contentType: string): Promise<RawBody> {
  if (type === 'application/json') {
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch {
      throw unreadable('The body is not valid UTF-8 JSON.')
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable('The JSON body must be an object.')
    return value as RawBody
  }
  if (type === 'application/x-www-form-urlencoded') {
    return fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
  }
  try {
    const form = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData()
    return fromEntries(form.entries())
  } catch {
    throw unreadable('The multipart body could not be parsed.')
  }
}

/** Step 5 of the pipeline: the body in one of the operation's content types, within its byte cap, as a record. */
export async function readBody(request: Request, op: Operation): Promise<RawBody> {
  const type = mediaTypeOf(request.headers) as ContentType
  // The contract's status set is closed and its 400 codes are the same for every operation: a body this operation
  // cannot read is a request without its fields.
  if (!op.contentTypes.includes(type)) {
    throw new ApiError('missing_fields', { hint: `Unsupported Content-Type${type ? ` "${type}"` : ''}: send the body as ${op.contentTypes.join(' or ')}.` })
  }
  const bytes = await readCapped(request, op.maxBodyBytes)
  return parse(type, bytes, request.headers.get('content-type') ?? type)
}

export function readQuery(request: Request): RawBody {
  return fromEntries(new URL(request.url).searchParams)
}

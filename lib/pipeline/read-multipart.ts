import 'server-only'
import type { Readable } from 'node:stream'
import busboy, { type Busboy } from 'busboy'
import { ApiError } from '@/lib/contracts/api-error'
import { MAX } from '@/lib/contracts/fields'
import type { Operation } from '@/lib/contracts/operations'
import type { RawBody } from './read-body'

// A multipart body, parsed as it arrives (busboy) within hard limits, so that a body of thousands of tiny parts
// is refused after a few dozen of them instead of holding the event loop while all of it is parsed; the rest is read
// unparsed, within the operation's byte cap.

/** More than any form of the site sends (the application has 18 fields). */
const MAX_FIELDS = 40
/** 8000 characters (UTF-16 code units, as the contracts count) are at most 24,000 bytes of UTF-8. */
const MAX_FIELD_BYTES = 3 * MAX.long

const unreadable = (hint: string) => new ApiError('missing_fields', { hint })

/** Bytes of the file part, cut at `limit` bytes by the parser. A browser's "no file chosen" part comes back undefined. */
function collectFile(stream: Readable, filename: string | undefined, field: string): Promise<File | undefined> {
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve) => {
    // The uploaded name is never used: the file is named by its field, its type read from its bytes later.
    stream.once('end', () =>
      resolve(!filename && chunks.length === 0 ? undefined : new File([Buffer.concat(chunks)], field)),
    )
    // A body refused or cut off mid-file: the refusal is the answer.
    stream.once('error', () => resolve(undefined))
  })
}

const write = (parser: Busboy, chunk: Uint8Array) =>
  new Promise<void>((resolve) => parser.write(chunk, () => resolve()))

/**
 * Counts the parts a body announces (each delimiter line that opens one), to tell when the parser skipped a part
 * whose headers it could not read: busboy drops such a part without a word (a file name with an unescaped quote,
 * say), and a CV would go missing from an application that is then accepted.
 */
class PartCounter {
  count = 0
  private tail = Buffer.alloc(0)
  private readonly opening: Buffer
  constructor(boundary: string) {
    this.opening = Buffer.from(`--${boundary}\r\n`)
  }
  take(chunk: Uint8Array): void {
    // The last bytes of the previous chunk go first, for a line cut between two chunks; a line counted there already
    // ends within them. A delimiter opens the body or follows a line break.
    const text = Buffer.concat([this.tail, chunk])
    for (let at = text.indexOf(this.opening); at >= 0; at = text.indexOf(this.opening, at + 1)) {
      if (at + this.opening.length > this.tail.length && (at === 0 || text[at - 1] === 0x0a)) this.count += 1
    }
    this.tail = Buffer.from(text.subarray(Math.max(0, text.length - this.opening.length)))
  }
}

const boundaryOf = (contentType: string) =>
  /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean)

export async function readMultipart(
  chunks: AsyncIterable<Uint8Array>,
  contentType: string,
  upload: Operation['upload'],
): Promise<RawBody> {
  let parser: Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + 1,
        fieldSize: MAX_FIELD_BYTES,
        files: upload ? 1 : 0,
        fileSize: upload ? upload.maxBytes + 1 : 0,
      },
    })
  } catch {
    throw unreadable('The multipart Content-Type needs a boundary parameter.')
  }
  const body: RawBody = {}
  const files: Promise<void>[] = []
  const announced = new PartCounter(boundaryOf(contentType) ?? '')
  let parts = 0
  let refusal: ApiError | undefined
  const refuse = (error: ApiError) => void (refusal ??= error)

  const secondFile = () =>
    new ApiError('invalid_file', { hint: `Send one file, once, as the part "${upload?.field}".` })
  parser.on('field', (name, value, info) => {
    parts += 1
    if (!name) return
    if (name === upload?.field) return refuse(secondFile())
    if (info.valueTruncated) return refuse(unreadable(`The field "${name}" is longer than ${MAX.long} characters.`))
    // Browsers send a text area's line breaks as CRLF; the contracts count characters as typed.
    if (!(name in body)) body[name] = value.replace(/\r\n/g, '\n')
  })
  parser.on('file', (name, stream, info) => {
    parts += 1
    if (name !== upload?.field) {
      stream.resume()
      return refuse(unreadable(`Only "${upload?.field}" may be a file; "${name}" must be a text field.`))
    }
    files.push(collectFile(stream, info.filename, name).then((file) => void (file && (body[name] = file))))
  })
  parser.on('filesLimit', () => refuse(upload ? secondFile() : unreadable('This operation takes no file parts.')))
  const tooMany = () =>
    refuse(unreadable(`A body carries at most ${MAX_FIELDS} fields${upload ? ` and one file` : ''}.`))
  parser.on('fieldsLimit', tooMany)
  parser.on('partsLimit', tooMany)
  parser.on('error', () => refuse(unreadable('The multipart body could not be parsed.')))
  const closed = new Promise((resolve) => parser.once('close', resolve))

  try {
    // Once refused, the rest of the body (within the operation's byte cap) is read without being parsed: a server
    // that answers and closes while request bytes are still unread resets the connection, and the client loses
    // the answer.
    for await (const chunk of chunks) {
      if (refusal) continue
      announced.take(chunk)
      await write(parser, chunk)
    }
  } catch (error) {
    parser.destroy()
    throw error
  }
  if (refusal) {
    parser.destroy()
    throw refusal
  }
  parser.end()
  await closed
  if (refusal) throw refusal
  if (parts < announced.count) {
    const hint = "A part's Content-Disposition could not be read; a quote in a file name must be escaped (RFC 7578)."
    throw upload ? new ApiError('invalid_file', { hint }) : unreadable(hint)
  }
  await Promise.all(files)
  return body
}

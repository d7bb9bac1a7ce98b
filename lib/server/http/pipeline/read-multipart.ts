import 'server-only'
import type { Readable } from 'node:stream'
import busboy, { type Busboy } from 'busboy'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { MAX } from '@/lib/shared/contracts/fields'
import type { Operation } from '@/lib/shared/contracts/operations'
import type { RawBody } from './read-body'

// Parsed as it arrives, within hard limits: a body of thousands of tiny parts is refused after a few dozen, not
// parsed whole on the event loop.

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

const CRLF = Buffer.from('\r\n')
const CLOSE = Buffer.from('--')

// The parts busboy drops without a word (docs/architecture.md, step 5): a delimiter followed by neither CRLF nor
// `--` sets `malformed`; a part whose headers it cannot read leaves more `opened` than parsed.
class Delimiters {
  opened = 0
  malformed = false
  private done = false
  private pending: Buffer = CRLF
  private readonly delimiter: Buffer
  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`)
  }
  take(chunk: Uint8Array): void {
    if (this.done) return
    // What the previous chunk left unread goes first: a delimiter cut between two chunks, or one whose next two
    // bytes had not arrived.
    const text = Buffer.concat([this.pending, chunk])
    const end = this.delimiter.length
    let from = 0
    for (let at = text.indexOf(this.delimiter); at >= 0; at = text.indexOf(this.delimiter, from)) {
      if (at + end + 2 > text.length) {
        this.pending = Buffer.from(text.subarray(at))
        return
      }
      const after = text.subarray(at + end, at + end + 2)
      if (after.equals(CLOSE)) return void (this.done = true)
      if (!after.equals(CRLF)) return void ((this.malformed = true), (this.done = true))
      this.opened += 1
      from = at + end
    }
    this.pending = Buffer.from(text.subarray(Math.max(from, text.length - end + 1)))
  }
}

/** The boundary as busboy reads it: a token, or a quoted string (RFC 9110 quoted-pair unescaped). */
const boundaryOf = (contentType: string) => {
  const match = /;\s*boundary=(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentType)
  return match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2]
}

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
  const delimiters = new Delimiters(boundaryOf(contentType) ?? '')
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
    // Once refused, the rest is read unparsed (within the byte cap): closing with request bytes unread resets the
    // connection, and the client loses the answer.
    for await (const chunk of chunks) {
      if (refusal) continue
      delimiters.take(chunk)
      if (delimiters.malformed) {
        refuse(
          unreadable(
            'A multipart delimiter line must end in CRLF right after the boundary: no spaces or tabs after it, no bare LF (RFC 7578).',
          ),
        )
        continue
      }
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
  if (parts < delimiters.opened) {
    const hint = "A part's Content-Disposition could not be read; a quote in a file name must be escaped (RFC 7578)."
    throw upload ? new ApiError('invalid_file', { hint }) : unreadable(hint)
  }
  await Promise.all(files)
  return body
}

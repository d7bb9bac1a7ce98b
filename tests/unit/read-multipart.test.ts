import { describe, expect, it, vi } from 'vitest'
import { CV_MAX_BYTES } from '@/lib/shared/contracts/cv-file'
import { submitContactForm, submitJobApplication } from '@/lib/shared/contracts/operations'
import { readBody } from '@/lib/server/http/pipeline/read-body'
import { multipartFlood } from '../support/multipart-flood'

// Bytes handed to busboy, counted at its own `write`: what the reader parses, apart from what it reads unparsed.
const parsed = vi.hoisted(() => ({ bytes: 0 }))
vi.mock('busboy', async (importOriginal) => {
  const busboy = (await importOriginal<{ default: typeof import('busboy') }>()).default
  return {
    default: (options: Parameters<typeof busboy>[0]) => {
      const parser = busboy(options)
      const write = parser.write.bind(parser) as (chunk: Uint8Array, done: () => void) => boolean
      parser.write = ((chunk: Uint8Array, done: () => void) => {
        parsed.bytes += chunk.byteLength
        return write(chunk, done)
      }) as typeof parser.write
      return parser
    },
  }
})

// The multipart body is parsed as it arrives, within hard limits: a few dozen fields, values of at most 8000
// characters, one file cut at 5 MB + 1 byte.

const request = (body: BodyInit, contentType?: string) =>
  new Request('http://localhost:3000/api/apply/', {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body,
    duplex: 'half',
  } as RequestInit)

/** The form as a browser encodes it (fetch writes the multipart encoding). */
async function encoded(
  entries: [string, string | Blob][],
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  const response = new Response(form)
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type')! }
}

async function asMultipart(entries: [string, string | Blob][]): Promise<Request> {
  const { body, contentType } = await encoded(entries)
  return request(body, contentType)
}

describe('the multipart reader', () => {
  const disposition = (filename: string) =>
    `--B\r\nContent-Disposition: form-data; name="q1"\r\n\r\nanswer\r\n--B\r\nContent-Disposition: form-data; name="cv"; filename=${filename}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--B--\r\n`

  it('refuses a CV part whose name cannot be read (an unescaped quote), which the parser would drop unseen', async () => {
    const body = new TextEncoder().encode(disposition('"a"b.pdf"'))
    // Arriving a byte at a time, so that every delimiter line is cut between chunks.
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => (body.forEach((byte) => c.enqueue(Uint8Array.of(byte))), c.close()),
    })
    await expect(
      readBody(request(stream, 'multipart/form-data; boundary=B'), submitJobApplication),
    ).rejects.toMatchObject({ code: 'invalid_file', hint: expect.stringContaining('could not be read') })
    await expect(readBody(request(body, 'multipart/form-data; boundary=B'), submitContactForm)).rejects.toMatchObject({
      code: 'missing_fields',
    })
  })

  it('takes the same part when its name is escaped', async () => {
    const raw = await readBody(
      request(new TextEncoder().encode(disposition('"a%22b.pdf"')), 'multipart/form-data; boundary=B'),
      submitJobApplication,
    )
    expect(raw.q1).toBe('answer')
    expect(raw.cv).toBeInstanceOf(File)
  })

  const byteByByte = (text: string) => {
    const body = Buffer.from(text, 'latin1')
    return new ReadableStream<Uint8Array>({
      start: (c) => (body.forEach((byte) => c.enqueue(Uint8Array.of(byte))), c.close()),
    })
  }
  const twoParts = (opening: string) =>
    `--B\r\nContent-Disposition: form-data; name="q1"\r\n\r\nanswer\r\n${opening}Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--B--\r\n`

  it.each([
    ['transport padding (RFC 2046), which the parser does not skip', '--B \t\r\n'],
    ['a bare LF', '--B\n'],
    ['a dash and no second one', '--B-\r\n'],
  ])(
    'refuses a body whose delimiter line has %s, where the parser would drop the part after it',
    async (_case, opening) => {
      for (const body of [Buffer.from(twoParts(opening), 'latin1'), byteByByte(twoParts(opening))]) {
        await expect(
          readBody(request(body, 'multipart/form-data; boundary=B'), submitJobApplication),
        ).rejects.toMatchObject({ code: 'missing_fields', hint: expect.stringContaining('CRLF') })
      }
    },
  )

  it('refuses padding on the first delimiter line too, and takes a preamble, a quoted boundary and an epilogue', async () => {
    const padded = twoParts('--B\r\n').replace(/^--B\r\n/, '--B  \r\n')
    await expect(
      readBody(request(padded, 'multipart/form-data; boundary=B'), submitJobApplication),
    ).rejects.toMatchObject({ code: 'missing_fields' })
    const framed = `preamble\r\n${twoParts('--B\r\n')}\r\n--B epilogue, never read\r\n`
    for (const contentType of ['multipart/form-data; boundary=B', 'multipart/form-data; boundary="B"']) {
      const raw = await readBody(request(byteByByte(framed), contentType), submitJobApplication)
      expect(raw.q1).toBe('answer')
      expect(raw.cv).toBeInstanceOf(File)
    }
  })

  it('takes a file whose bytes hold the boundary after a bare LF: no delimiter, byte for byte', async () => {
    const inside = '%PDF-1.7\n--B \n--B\n--B--\n%%EOF'
    const body = twoParts('--B\r\n').replace('%PDF-1.7', inside)
    const raw = await readBody(request(byteByByte(body), 'multipart/form-data; boundary=B'), submitJobApplication)
    expect(Buffer.from(await (raw.cv as File).arrayBuffer()).toString('latin1')).toBe(inside)
  })

  it('refuses 120,000 empty parts at the parts limit, then reads the rest of the body without parsing it', async () => {
    const { body, contentType } = multipartFlood()
    parsed.bytes = 0
    let offered = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offered >= body.byteLength) return controller.close()
        controller.enqueue(body.subarray(offered, (offered += 64 * 1024)))
      },
    })
    await expect(readBody(request(stream, contentType), submitJobApplication)).rejects.toMatchObject({
      code: 'missing_fields',
      hint: expect.stringContaining('at most 40 fields'),
    })
    // Read to its end, so that the answer is not lost to a connection reset (tests/api/apply-files.test.ts).
    expect(offered).toBeGreaterThanOrEqual(body.byteLength)
    // Parsing stops at the chunk that crossed the limit: parsed whole, these parts once held the event loop.
    expect(parsed.bytes).toBe(64 * 1024)
  })

  it('keeps the file part as a file named by its field, cut at 5 MB + 1 byte', async () => {
    const raw = await readBody(
      await asMultipart([
        ['q1', 'a\r\nb'],
        ['cv', new File([new Uint8Array(CV_MAX_BYTES + 4096)], 'C:\\Users\\anna\\cv.pdf')],
      ]),
      submitJobApplication,
    )
    expect(raw.q1).toBe('a\nb')
    expect(raw.cv).toBeInstanceOf(File)
    expect((raw.cv as File).size).toBe(CV_MAX_BYTES + 1)
    expect((raw.cv as File).name).toBe('cv')
  })

  it('reads "no file chosen" (an empty part without a file name) as no file', async () => {
    const raw = await readBody(await asMultipart([['cv', new File([], '')]]), submitJobApplication)
    expect(raw).toEqual({})
  })

  it.each([
    [
      'two file parts',
      [
        ['cv', new File(['%PDF-'], 'a.pdf')],
        ['cv', new File(['%PDF-'], 'b.pdf')],
      ],
      'invalid_file',
    ],
    [
      'a text part and a file part both named cv',
      [
        ['cv', 'text'],
        ['cv', new File(['%PDF-'], 'b.pdf')],
      ],
      'invalid_file',
    ],
    ['a file part under another name', [['photo', new File(['x'], 'me.jpg')]], 'missing_fields'],
    ['a value over 24,000 bytes', [['q1', 'x'.repeat(24_001)]], 'missing_fields'],
  ] as [string, [string, string | Blob][], string][])('refuses %s', async (_case, entries, code) => {
    await expect(readBody(await asMultipart(entries), submitJobApplication)).rejects.toMatchObject({ code })
  })

  it('takes no file where the operation has none, and keeps the contact form readable as multipart', async () => {
    await expect(
      readBody(await asMultipart([['photo', new File(['x'], 'me.jpg')]]), submitContactForm),
    ).rejects.toMatchObject({ code: 'missing_fields' })
    expect(
      await readBody(
        await asMultipart([
          ['firstName', 'Zażółć'],
          ['firstName', 'second'],
        ]),
        submitContactForm,
      ),
    ).toEqual({ firstName: 'Zażółć' })
  })

  it('holds the contact form to its 64 KiB cap in multipart too, without a declared length', async () => {
    const { body, contentType } = await encoded(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'y'.repeat(4000)]))
    expect(body.byteLength).toBeGreaterThan(64 * 1024)
    await expect(readBody(request(new Blob([body]).stream(), contentType), submitContactForm)).rejects.toMatchObject({
      code: 'payload_too_large',
    })
  })

  it.each([
    [
      'a body cut off before its closing boundary',
      '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\nvalue',
      'multipart/form-data; boundary=b',
    ],
    ['a content type without a boundary', '--b--\r\n', 'multipart/form-data'],
  ])('refuses %s as missing_fields', async (_case, body, contentType) => {
    await expect(readBody(request(body, contentType), submitJobApplication)).rejects.toMatchObject({
      code: 'missing_fields',
    })
  })
})

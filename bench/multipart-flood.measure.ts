import { performance } from 'node:perf_hooks'
import { it } from 'vitest'
import { submitJobApplication } from '@/lib/shared/contracts/operations'
import { readBody } from '@/lib/server/http/pipeline/read-body'
import { pdfFile } from '../tests/support/cv-files'
import { FLOOD_PARTS, multipartFlood } from '../tests/support/multipart-flood'
import { median } from '../tests/support/stats'

// The CPU a multipart body costs the server before it is answered: the body of 120,000 empty parts (6 MB) that
// stalled the event loop, and an ordinary application with a 1 MB CV. Baseline, in the same run: how the reader
// parsed multipart before (the whole body buffered, then Response.formData()). CPU is this process's user and
// system time (process.cpuUsage), the median of RUNS runs; the body arrives in 64 KiB chunks, as from a socket.

const RUNS = 15
const CHUNK = 64 * 1024

function streamed(body: Uint8Array, contentType: string): Request {
  let at = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.byteLength) return controller.close()
      controller.enqueue(body.subarray(at, (at += CHUNK)))
    },
  })
  return new Request('http://localhost:3000/api/apply/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

/** Before: every byte read, then parsed in one go. */
async function formDataAtOnce(request: Request): Promise<unknown> {
  const bytes = new Uint8Array(await request.arrayBuffer())
  return Object.fromEntries(
    (
      await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
    ).entries(),
  )
}

async function measure(read: (r: Request) => Promise<unknown>, body: Uint8Array, contentType: string) {
  const cpu: number[] = []
  const wall: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const request = streamed(body, contentType)
    const [c0, w0] = [process.cpuUsage(), performance.now()]
    await read(request).catch(() => undefined)
    const c = process.cpuUsage(c0)
    wall.push(performance.now() - w0)
    cpu.push((c.user + c.system) / 1000)
  }
  return { cpu: median(cpu), wall: median(wall) }
}

async function application(): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.com',
    q1: 'ą'.repeat(8000),
    q2: 'b'.repeat(8000),
    q3: 'c'.repeat(8000),
    consent: 'on',
  }))
    form.append(name, value)
  form.append('cv', new File([pdfFile('Anna Nowak', 1024 * 1024)], 'cv.pdf'))
  const encoded = new Response(form)
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! }
}

it('measures the multipart reader', async () => {
  const streaming = (r: Request) => readBody(r, submitJobApplication)
  const flood = multipartFlood()
  const ordinary = await application()
  await measure(streaming, ordinary.body, ordinary.contentType) // warm both paths
  await measure(formDataAtOnce, ordinary.body, ordinary.contentType)
  const rows: string[] = []
  for (const [name, { body, contentType }] of [
    [`${FLOOD_PARTS.toLocaleString('en')} empty parts, ${(flood.body.byteLength / 1e6).toFixed(1)} MB`, flood],
    [`an application with a 1 MB CV, ${(ordinary.body.byteLength / 1e6).toFixed(1)} MB`, ordinary],
  ] as const) {
    const before = await measure(formDataAtOnce, body, contentType)
    const now = await measure(streaming, body, contentType)
    rows.push(
      `| ${name} | ${before.cpu.toFixed(1)} ms (${before.wall.toFixed(1)} ms wall) | ${now.cpu.toFixed(1)} ms (${now.wall.toFixed(1)} ms wall) | ${(now.cpu / before.cpu).toFixed(3)} |`,
    )
  }
  console.log(
    [
      '| body | before: buffered + formData(), CPU | now: streaming busboy, CPU | ratio |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
})

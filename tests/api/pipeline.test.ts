import { describe, expect, it } from 'vitest'
import { operations, type ContentType } from '@/lib/shared/contracts/operations'
import { api, contactBody, newClientIp, post, stack } from './helpers'

const postOperations = operations.filter((op) => op.method === 'POST')

function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  expect(res.headers.get('api-version')).toBe('2026-10-07')
  expect(res.headers.get('cache-control')).toBe('no-store')
}

describe('S5: paths and methods', () => {
  it.each(['/api/', '/api/nothing/', '/api/contact/extra/', '/api/ksc-check/'])(
    '404 not_found as JSON for %s, whatever the method',
    async (path) => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await fetch(api(path), { method })
        expectProblem(res, 404)
        expect((await res.json()).code).toBe('not_found')
      }
    },
  )

  it.each(
    postOperations.flatMap((op) =>
      ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => [op.path, method] as const),
    ),
  )('405 with Allow: POST for %s %s', async (path, method) => {
    const res = await fetch(api(path), { method })
    expectProblem(res, 405)
    expect(res.headers.get('allow')).toBe('POST')
    expect((await res.json()).code).toBe('method_not_allowed')
  })

  it('405 with Allow: GET for POST on the download path', async () => {
    const res = await fetch(api('/api/materials/download/'), { method: 'POST' })
    expectProblem(res, 405)
    expect(res.headers.get('allow')).toBe('GET')
  })
})

describe('Versioning', () => {
  it.each(['2026-10-07', '2025-01-01'])('serves a pin up to the current version (%s)', async (version) => {
    const res = await post('/api/contact/', contactBody(), { headers: { 'API-Version': version } })
    expect(res.status).toBe(200)
    expect(res.headers.get('api-version')).toBe('2026-10-07')
  })

  it.each(['2026-10-08', '2099-01-01', 'latest', '2026-02-30', '07-10-2026'])(
    '400 unsupported_version for %s',
    async (version) => {
      const res = await post('/api/contact/', contactBody(), { headers: { 'API-Version': version } })
      expectProblem(res, 400)
      expect((await res.json()).code).toBe('unsupported_version')
      expect(res.headers.get('ratelimit')).not.toBeNull()
    },
  )

  it('declares no operation deprecated today', async () => {
    const res = await post('/api/contact/', contactBody())
    expect(res.headers.get('deprecation')).toBeNull()
    expect(res.headers.get('sunset')).toBeNull()
  })
})

describe('Bodies', () => {
  // The contract's 400 code set is the same for every operation and its status table is closed: a body in a type
  // the operation does not read is a 400 missing_fields whose hint lists the accepted types.
  it.each(
    postOperations.flatMap((op) =>
      ['text/plain', 'application/xml', 'application/json', 'multipart/form-data; boundary=x', '']
        .filter((t) => !op.contentTypes.includes(t.split(';')[0] as ContentType))
        .map((type) => [op.path, type, op] as const),
    ),
  )('%s with Content-Type "%s" -> 400 missing_fields naming the accepted types', async (path, type, op) => {
    const headers: Record<string, string> = { origin: stack.baseUrl, 'x-forwarded-for': newClientIp() }
    if (type) headers['content-type'] = type
    // Bytes, so that fetch adds no Content-Type of its own when the case has none.
    const res = await fetch(api(path), { method: 'POST', headers, body: new TextEncoder().encode('hello') })
    expectProblem(res, 400)
    const problem = await res.json()
    expect(problem.code).toBe('missing_fields')
    for (const accepted of op.contentTypes) expect(problem.hint).toContain(accepted)
  })

  it('400 missing_fields for JSON that does not parse', async () => {
    const res = await fetch(api('/api/contact/'), {
      method: 'POST',
      headers: { origin: stack.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': newClientIp() },
      body: '{"firstName": ',
    })
    expectProblem(res, 400)
    const body = await res.json()
    expect(body.code).toBe('missing_fields')
    expect(body.hint).toMatch(/JSON/)
  })

  it('413 as soon as a body without Content-Length passes the 64 KiB cap, without reading the rest', async () => {
    let sent = 0
    const chunk = new Uint8Array(16 * 1024).fill(97)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 32 MiB in all: a server that read it all before refusing would pull every chunk.
        if (sent >= 32 * 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const res = await fetch(api('/api/contact/'), {
      method: 'POST',
      headers: { origin: stack.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': newClientIp() },
      body,
      duplex: 'half',
    } as RequestInit)
    expectProblem(res, 413)
    expect((await res.json()).code).toBe('payload_too_large')
    expect(sent).toBeLessThan(32 * 1024 * 1024)
  })

  it('413 at once for a declared Content-Length over the cap', async () => {
    const res = await post('/api/contact/', contactBody({ message: 'x'.repeat(70 * 1024) }))
    expectProblem(res, 413)
  })
})

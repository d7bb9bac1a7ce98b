import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '@/lib/shared/contracts/openapi'
import { submitContactForm } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'

// No operation is deprecated today; this is the mechanism a breaking change would use on the old path.
const deprecated = {
  ...submitContactForm,
  deprecation: { since: new Date('2026-10-07T00:00:00Z'), sunset: new Date('2027-01-05T00:00:00Z') },
}

describe('a deprecated operation', () => {
  it('answers with Deprecation (RFC 9745) and Sunset (RFC 8594) headers', async () => {
    const { POST, GET } = endpoint(deprecated, async () => ({ ok: true as const }))
    const request = new Request('http://localhost:3000/api/contact/', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ website: 'filled trap: dropped silently, still an answer of this operation' }),
    })
    for (const response of [await POST(request), await GET(new Request('http://localhost:3000/api/contact/'))]) {
      expect(response.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 9, 7) / 1000}`)
      expect(response.headers.get('sunset')).toBe('Tue, 05 Jan 2027 00:00:00 GMT')
    }
  })

  it('is marked deprecated in openapi.json, with the headers declared', () => {
    const doc = buildOpenApi('http://localhost:3000', [deprecated]) as unknown as {
      paths: Record<
        string,
        { post: { deprecated?: boolean; responses: Record<string, { headers: Record<string, unknown> }> } }
      >
    }
    const op = doc.paths['/api/contact/']!.post
    expect(op.deprecated).toBe(true)
    expect(Object.keys(op.responses['200']!.headers)).toEqual(expect.arrayContaining(['Deprecation', 'Sunset']))
  })

  it('and a current one carries neither', () => {
    const doc = buildOpenApi('http://localhost:3000') as {
      paths: Record<string, Record<string, { deprecated?: boolean }>>
    }
    expect(
      Object.values(doc.paths)
        .flatMap((p) => Object.values(p))
        .some((op) => op.deprecated),
    ).toBe(false)
  })
})

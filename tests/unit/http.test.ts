import { describe, expect, it, vi } from 'vitest'
import { contactRequestSchema } from '@/lib/shared/contracts/contact'
import { submitContactForm } from '@/lib/shared/contracts/operations'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { assertApiVersion } from '@/lib/server/http/pipeline/api-version'
import { readBody } from '@/lib/server/http/pipeline/read-body'
import { langOfRequest } from '@/lib/server/http/pipeline/request-lang'
import { problemResponse } from '@/lib/server/http/pipeline/respond'
import { validateInput } from '@/lib/server/http/pipeline/validate'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return (error as ApiError).code
  }
  return 'none'
}

describe('API-Version', () => {
  it.each([
    [null, 'none'],
    ['2026-10-07', 'none'],
    ['2020-01-01', 'none'],
    ['2026-10-08', 'unsupported_version'],
    ['2026-13-01', 'unsupported_version'],
    ['yesterday', 'unsupported_version'],
  ])('%s -> %s', (value, code) => {
    expect(codeOf(() => assertApiVersion(value))).toBe(code)
  })
})

describe('body reading', () => {
  it('stops at the cap while streaming', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(16 * 1024))
      },
    })
    const request = new Request('http://x/api/contact/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    await expect(readBody(request, submitContactForm)).rejects.toMatchObject({ code: 'payload_too_large' })
    expect(pulled).toBeLessThan(10)
  })

  it('reads urlencoded and multipart into the same record as JSON', async () => {
    const fields = { firstName: 'Zażółć', area: 'sap' }
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const urlencoded = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
    const multipart = new Request('http://x/', { method: 'POST', body: form })
    expect(await readBody(urlencoded, submitContactForm)).toEqual(fields)
    expect(await readBody(multipart, submitContactForm)).toEqual(fields)
  })
})

describe('validation codes', () => {
  const base = { firstName: 'A', lastName: 'B', company: 'C', email: 'a@b.pl', area: 'sap', gdpr: 'on' }
  it.each([
    ['an empty body', {}, 'missing_fields'],
    ['a bad e-mail', { email: 'x' }, 'invalid_email'],
    ['a refused consent', { gdpr: 'no' }, 'consent_required'],
    ['a message over 8000 characters', { message: 'x'.repeat(8001) }, 'missing_fields'],
  ])('%s -> %s', (_case, override, code) => {
    const body = Object.keys(override).length ? { ...base, ...override } : {}
    expect(codeOf(() => validateInput(contactRequestSchema, body, 'pl'))).toBe(code)
  })

  it('normalises what it accepts', () => {
    const input = validateInput(
      contactRequestSchema,
      { ...base, email: '  Anna@Example.COM ', firstName: '  Anna ', marketing: '1' },
      'pl',
    )
    expect(input).toMatchObject({
      email: 'anna@example.com',
      firstName: 'Anna',
      marketing: true,
      gdpr: true,
      lang: 'pl',
    })
  })
})

describe('problems', () => {
  it('turns an unexpected throw into internal_error with nothing leaked, and logs it for the operator', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = problemResponse(new Error('secret connection string postgres://u:p@h'), 'en', new Headers())
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({
      code: 'internal_error',
      status: 500,
      error: 'Something went wrong on our side. Please try again later.',
    })
    expect(text).not.toContain('postgres')
    expect(text).not.toContain('at ')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"unexpected_error"'))
    logged.mockRestore()
  })

  it('picks the language: body, then the page the form was on, then Accept-Language', () => {
    expect(langOfRequest(new Headers({ referer: 'http://x/en/contact/' }), { lang: 'pl' })).toBe('pl')
    expect(langOfRequest(new Headers({ referer: 'http://x/en/contact/' }))).toBe('en')
    expect(langOfRequest(new Headers({ 'accept-language': 'en-GB,en;q=0.9,pl;q=0.5' }))).toBe('en')
    expect(langOfRequest(new Headers({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' }))).toBe('pl')
    expect(langOfRequest(new Headers())).toBe('pl')
  })
})

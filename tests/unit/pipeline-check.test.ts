import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { submitContactForm } from '@/lib/shared/contracts/operations'
import { mintLocalToken } from '@/lib/server/http/guards/challenge/local'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'

// The operation's server-side check (step 7, after validation) runs before the one-time challenge (step 8).

let client = 0
function submit(post: (r: Request) => Promise<Response>, fields: Record<string, string>) {
  client += 1
  return post(
    new Request('http://localhost:3000/api/contact/', {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${client}`,
      },
      body: JSON.stringify(fields),
    }),
  )
}

const enquiry = (token: string) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  company: 'Wodociągi',
  email: 'anna@example.com',
  area: 'sap',
  gdpr: 'on',
  [GUARD_FIELDS.marker]: mintFormMarker(submitContactForm.id, Date.now() - 10_000),
  [GUARD_FIELDS.challenge]: token,
})

describe('the server-side check step', () => {
  it('refuses before the challenge, so the one-time token still works once the mistake is fixed', async () => {
    const token = mintLocalToken(submitContactForm.id)
    let verdict: 'refuse' | 'pass' = 'refuse'
    const { POST } = endpoint(
      submitContactForm,
      async () => ({ ok: true as const }),
      (input) => {
        if (verdict === 'refuse') throw new ApiError('invalid_file')
        return input
      },
    )
    const refused = await submit(POST, enquiry(token))
    expect(refused.status).toBe(400)
    expect((await refused.json()).code).toBe('invalid_file')
    verdict = 'pass'
    expect((await submit(POST, enquiry(token))).status).toBe(200)
    expect((await (await submit(POST, enquiry(token))).json()).code).toBe('verification_failed')
  })

  it('hands the handler what it learnt, and is not reached by an invalid request', async () => {
    const received: unknown[] = []
    const handler = async (input: { company: string; checked: true }) => (received.push(input), { ok: true as const })
    const check = vi.fn((input: { company: string }) => ({ ...input, checked: true as const }))
    const { POST } = endpoint(submitContactForm, handler, check)
    expect((await submit(POST, { ...enquiry(mintLocalToken(submitContactForm.id)), email: 'no' })).status).toBe(400)
    expect(check).not.toHaveBeenCalled()
    expect((await submit(POST, enquiry(mintLocalToken(submitContactForm.id)))).status).toBe(200)
    expect(received).toEqual([expect.objectContaining({ company: 'Wodociągi', checked: true })])
  })
})

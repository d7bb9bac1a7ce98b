import 'server-only'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { log } from '@/lib/server/log'

export interface TurnstileSettings {
  secretKey: string
  verifyUrl: string
  timeoutMs: number
}

// https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  hostname: z.string().optional(),
  action: z.string().optional(),
})

const ourFault = ['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error']

const unavailable = (reason: string) => {
  log.error('challenge_unavailable', { reason })
  return new ApiError('service_unavailable', {
    hint: 'Bot verification is unavailable; nothing was accepted. Retry later.',
  })
}

/** Whether Cloudflare takes the token for this action and our hostnames; fails closed (503) when it cannot be asked. */
export async function verifyTurnstile(
  settings: TurnstileSettings,
  token: string,
  expect: { action: string; hostnames: string[]; ip?: string },
): Promise<boolean> {
  const form = new URLSearchParams({ secret: settings.secretKey, response: token, idempotency_key: randomUUID() })
  if (expect.ip) form.set('remoteip', expect.ip)
  let response: Response
  try {
    response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  } catch (error) {
    throw unavailable((error as Error).message)
  }
  const parsed = siteverifyAnswer.safeParse(await response.json().catch(() => null))
  if (!response.ok || !parsed.success) throw unavailable(`siteverify answered ${response.status}`)
  const answer = parsed.data
  if (answer['error-codes'].some((code) => ourFault.includes(code))) throw unavailable(answer['error-codes'].join(','))
  return (
    answer.success &&
    (answer.action === undefined || answer.action === expect.action) &&
    (answer.hostname === undefined || expect.hostnames.includes(answer.hostname))
  )
}

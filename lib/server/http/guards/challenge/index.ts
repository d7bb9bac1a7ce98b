import 'server-only'
import { getConfig } from '@/lib/server/config'
import { ApiError } from '@/lib/shared/contracts/api-error'
import type { ChallengeWidget } from '@/lib/shared/contracts/form-guards'
import { mintLocalToken, redeemLocalToken } from './local'
import { verifyTurnstile } from './turnstile'

export function issueChallenge(action: string): ChallengeWidget {
  const challenge = getConfig().challenge
  return challenge.kind === 'turnstile'
    ? { kind: 'turnstile', siteKey: challenge.siteKey, action }
    : { kind: 'local', token: mintLocalToken(action) }
}

/** S3: a valid, unused token issued to this form, or 400 verification_failed. */
export async function assertChallenge(token: unknown, action: string, ip: string | undefined): Promise<void> {
  if (typeof token !== 'string' || token === '' || token.length > 2048) throw new ApiError('verification_failed')
  const config = getConfig()
  const valid =
    config.challenge.kind === 'turnstile'
      ? await verifyTurnstile(config.challenge, token, {
          action,
          ip,
          hostnames: config.allowedOrigins.map((origin) => new URL(origin).hostname),
        })
      : await redeemLocalToken(token, action, config.rateLimit.kind === 'redis' ? config.rateLimit : undefined)
  if (!valid) throw new ApiError('verification_failed')
}

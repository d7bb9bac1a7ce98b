'use client'

import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile'
import { useEffect, useRef } from 'react'
import { GUARD_FIELDS, type ChallengeWidget as Challenge } from '@/lib/contracts/form-guards'
import type { Lang } from '@/lib/i18n/langs'

/**
 * The bot challenge inside a form: Cloudflare Turnstile, or in development the local challenge, whose token the
 * server rendered. Either way the token travels in the contract's challenge field. `renewals` changes when
 * the token has been spent on a failed attempt: Turnstile then solves a new one.
 */
export function ChallengeWidget({ challenge, lang, renewals, label }: { challenge: Challenge; lang: Lang; renewals: number; label: string }) {
  const turnstile = useRef<TurnstileInstance>(null)
  useEffect(() => {
    if (renewals > 0) turnstile.current?.reset()
  }, [renewals])

  if (challenge.kind === 'local') {
    return <input type="hidden" name={GUARD_FIELDS.challenge} value={challenge.token} readOnly data-challenge="local" />
  }
  return (
    <div className="field" role="group" aria-label={label}>
      <Turnstile
        ref={turnstile}
        siteKey={challenge.siteKey}
        options={{ action: challenge.action, language: lang, responseFieldName: GUARD_FIELDS.challenge, theme: 'light' }}
      />
    </div>
  )
}

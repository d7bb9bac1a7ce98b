'use client'

import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile'
import { useEffect, useRef } from 'react'
import { GUARD_FIELDS, type ChallengeWidget as Challenge } from '@/lib/contracts/form-guards'
import type { Lang } from '@/lib/i18n/langs'

/**
 * Cloudflare Turnstile inside a form; its token travels in the contract's challenge field. (The local challenge of
 * development needs no widget: its token comes with the form's session.) `renewals` changes when the token has
 * been spent on a failed attempt: Turnstile then solves a new one.
 */
export function ChallengeWidget({ challenge, lang, renewals, label }: { challenge: Extract<Challenge, { kind: 'turnstile' }>; lang: Lang; renewals: number; label: string }) {
  const turnstile = useRef<TurnstileInstance>(null)
  useEffect(() => {
    if (renewals > 0) turnstile.current?.reset()
  }, [renewals])

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

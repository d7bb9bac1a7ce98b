'use client'

import { Turnstile } from '@marsidev/react-turnstile'
import { GUARD_FIELDS, type ChallengeWidget as Challenge } from '@/lib/shared/contracts/form-guards'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { TurnstileEvents } from './challenge-token'

type TurnstileChallenge = Extract<Challenge, { kind: 'turnstile' }>

/** Turnstile inside a form (the local challenge needs none); a new session mounts a new widget. */
export function ChallengeWidget({
  challenge,
  lang,
  label,
  events,
}: {
  challenge: TurnstileChallenge
  lang: Lang
  label: string
  events: TurnstileEvents
}) {
  return (
    <div className="field" role="group" aria-label={label}>
      <Turnstile
        siteKey={challenge.siteKey}
        options={{
          action: challenge.action,
          language: lang,
          responseFieldName: GUARD_FIELDS.challenge,
          theme: 'light',
        }}
        {...events}
      />
    </div>
  )
}

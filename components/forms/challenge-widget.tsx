'use client'

import { Turnstile } from '@marsidev/react-turnstile'
import { useCallback, useMemo, useRef } from 'react'
import { GUARD_FIELDS, type ChallengeWidget as Challenge } from '@/lib/contracts/form-guards'
import type { Lang } from '@/lib/i18n/langs'

type TurnstileChallenge = Extract<Challenge, { kind: 'turnstile' }>

export interface TurnstileEvents {
  onSuccess: (token: string) => void
  onExpire: () => void
  onError: () => void
}

/**
 * The widget's token as a promise: the one it holds, or the next one it solves (a form sent before the widget has
 * solved its challenge waits for it instead of going out without a token). Rejects if the widget fails.
 */
export function useTurnstileToken() {
  const state = useRef<{ token: string | null; waiting: { resolve: (token: string) => void; reject: () => void }[] }>({ token: null, waiting: [] })
  const events = useMemo<TurnstileEvents>(
    () => ({
      onSuccess: (token) => {
        state.current.token = token
        for (const waiter of state.current.waiting.splice(0)) waiter.resolve(token)
      },
      onExpire: () => (state.current.token = null),
      onError: () => {
        state.current.token = null
        for (const waiter of state.current.waiting.splice(0)) waiter.reject()
      },
    }),
    [],
  )
  const token = useCallback(() => {
    const held = state.current.token
    return held ? Promise.resolve(held) : new Promise<string>((resolve, reject) => state.current.waiting.push({ resolve, reject }))
  }, [])
  /** The token was spent on an attempt: wait for the next widget's. */
  const spend = useCallback(() => (state.current.token = null), [])
  return { events, token, spend }
}

/**
 * Cloudflare Turnstile inside a form; its token travels in the contract's challenge field. (The local challenge of
 * development needs no widget: its token comes with the form's session.) A new session mounts a new widget.
 */
export function ChallengeWidget({ challenge, lang, label, events }: { challenge: TurnstileChallenge; lang: Lang; label: string; events: TurnstileEvents }) {
  return (
    <div className="field" role="group" aria-label={label}>
      <Turnstile
        siteKey={challenge.siteKey}
        options={{ action: challenge.action, language: lang, responseFieldName: GUARD_FIELDS.challenge, theme: 'light' }}
        {...events}
      />
    </div>
  )
}

'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchFormSession, untilUsable, type FormSession } from '@/lib/browser/form-session'
import { sessionFromStart } from '@/lib/browser/forms-on-use'
import type { FormOperationId } from '@/lib/contracts/operations'
import type { Lang } from '@/lib/i18n/langs'

/**
 * A form's marker and challenge, from the server (the page is static), asked for when the form is first used, not
 * when the page is viewed: the ones the page asked for then (lib/browser/forms-on-use.ts), or, without that, on the
 * first `use`. `renew` asks for fresh ones after an error spent them. `current` is what to send with: asked for
 * again if the last request failed or the marker has expired, and given only once the marker is old enough to be
 * taken as a person's (a form sent sooner would be dropped silently).
 */
export function useFormSession(operation: FormOperationId, lang: Lang) {
  const [session, setSession] = useState<FormSession | null>(null)
  const pending = useRef<Promise<FormSession> | null>(null)

  const ask = useCallback(
    (fromStart: boolean) => {
      const asked = (fromStart && sessionFromStart(operation)) || fetchFormSession(operation, lang)
      pending.current = asked
      asked.then(
        (fresh) => pending.current === asked && setSession(fresh),
        () => pending.current === asked && (pending.current = null),
      )
      return asked
    },
    [operation, lang],
  )

  // The page's first use asked already (its scripts ran for it); else the visitor's first input will.
  useEffect(() => {
    if (window.formSessionAtStart?.operation === operation) ask(true)
  }, [ask, operation])

  return {
    session,
    /** The visitor is using the form: ask now, so that the marker has aged by the time it is sent. */
    use: () => {
      if (!pending.current) ask(false)
    },
    renew: () => {
      setSession(null)
      ask(false)
    },
    current: async () => {
      let usable = await (pending.current ?? ask(false))
      if (Date.now() > usable.expiresAt) usable = await ask(false)
      await untilUsable(usable)
      return usable
    },
  }
}

'use client'

import { useCallback, useRef, useState } from 'react'
import { fetchFormSession, untilUsable, type FormSession } from '@/lib/browser/form-session'
import type { FormOperationId } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'

/** Resolves once the frame being prepared is drawn (its animation frame, then the next task). */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

// A form's marker and challenge, asked for on its first use, not on a page view. `current` waits until the marker is
// old enough to pass as a person's: a form sent sooner would be dropped silently.
export function useFormSession(operation: FormOperationId, lang: Lang) {
  const [session, setSession] = useState<FormSession | null>(null)
  const pending = useRef<Promise<FormSession> | null>(null)

  const ask = useCallback(
    (after: Promise<void> = Promise.resolve()) => {
      const asked = after.then(() => fetchFormSession(operation, lang))
      pending.current = asked
      asked.then(
        (fresh) => pending.current === asked && setSession(fresh),
        () => pending.current === asked && (pending.current = null),
      )
      return asked
    },
    [operation, lang],
  )

  // After the frame the visitor's click or key waits for: starting a request costs the main thread a few ms.
  const start = useCallback(() => {
    if (!pending.current) ask(afterNextFrame())
  }, [ask])

  return {
    session,
    /** The visitor is using the form: ask once this frame is drawn, so that the marker has aged by the time it is sent. */
    start,
    renew: () => {
      setSession(null)
      ask()
    },
    current: async () => {
      let usable = await (pending.current ?? ask())
      if (Date.now() > usable.expiresAt) usable = await ask()
      await untilUsable(usable)
      return usable
    },
  }
}

'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchFormSession, type FormSession } from '@/lib/browser/form-session'
import { sessionFromLoad } from '@/lib/browser/forms-on-use'
import type { FormOperationId } from '@/lib/contracts/operations'
import type { Lang } from '@/lib/i18n/langs'

/**
 * A form's marker and challenge, from the server (the page is static): the ones the page asked for when it loaded
 * (lib/browser/forms-on-use.ts), or, without that, asked for now. `renew` asks for fresh ones after an error spent
 * them; `current` is what to send with, asked for again if the last request failed.
 */
export function useFormSession(operation: FormOperationId, lang: Lang) {
  const [session, setSession] = useState<FormSession | null>(null)
  const [renewals, setRenewals] = useState(0)
  const pending = useRef<Promise<FormSession> | null>(null)

  const ask = useCallback(
    (fromLoad: boolean) => {
      const asked = (fromLoad && sessionFromLoad(operation)) || fetchFormSession(operation, lang)
      pending.current = asked
      asked.then(
        (fresh) => pending.current === asked && setSession(fresh),
        () => pending.current === asked && (pending.current = null),
      )
      return asked
    },
    [operation, lang],
  )

  useEffect(() => {
    ask(true)
  }, [ask])

  return {
    session,
    /** Changes whenever the challenge widget must start over. */
    renewals,
    renew: () => {
      setRenewals((n) => n + 1)
      setSession(null)
      ask(false)
    },
    current: () => pending.current ?? ask(false),
  }
}

'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/** True once the component runs in the browser: a form's buttons wait for it, so the browser never sends alone. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in the server's HTML and while React hydrates it, true once the component runs in the browser: a form's
 * buttons wait for it, so that a press before the form's code runs is not sent by the browser without it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

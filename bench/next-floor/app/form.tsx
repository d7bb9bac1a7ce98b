'use client'

import { useState, useSyncExternalStore } from 'react'

const never = () => () => undefined

export function Form() {
  const [sent, setSent] = useState(false)
  // The signal the site's forms give once React has hydrated them, for the bench to read alike on both.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  return (
    <form onSubmit={(e) => (e.preventDefault(), setSent(true))} data-form-ready={hydrated ? '' : undefined}>
      <label>
        Name <input name="name" type="text" />
      </label>
      <label>
        E-mail <input name="email" type="email" />
      </label>
      <button type="submit">Send</button>
      {sent && <p role="status">Sent</p>}
    </form>
  )
}

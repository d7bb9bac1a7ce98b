'use client'

import { useState } from 'react'
// The site's own hook, copied in as the floor is built (bench/next-floor.ts): the same signal on both.
import { useHydrated } from './use-hydrated'

export function Form() {
  const [sent, setSent] = useState(false)
  const hydrated = useHydrated()
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

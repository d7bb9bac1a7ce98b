'use client'

import { useState } from 'react'

export function Form() {
  const [sent, setSent] = useState(false)
  return (
    <form onSubmit={(e) => (e.preventDefault(), setSent(true))}>
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

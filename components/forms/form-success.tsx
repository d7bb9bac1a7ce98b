'use client'

import { useEffect, useRef } from 'react'

/** What a form turns into once it has been accepted: the thanks, focused, so a screen reader reads it at once. */
export function FormSuccess({ text }: { text: string }) {
  const success = useRef<HTMLParagraphElement>(null)
  useEffect(() => success.current?.focus(), [])
  return (
    <p className="form-status" data-tone="success" role="status" tabIndex={-1} ref={success}>
      {text}
    </p>
  )
}

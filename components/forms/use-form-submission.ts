'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { Problem } from '@/lib/contracts/errors'
import { fieldErrorsOf } from '@/lib/contracts/field-errors'
import type { Lang } from '@/lib/i18n/langs'
import { clearDraft, restoreDraft, saveDraft } from './draft'

export interface FormStatus {
  tone: 'error' | 'success'
  text: string
}

interface Options {
  endpoint: string
  schema: z.ZodType
  lang: Lang
  draftKey: string
  /** The form marker the page rendered; a new one arriving means the page has renewed the form. */
  marker: string
  /** Values that are not fields of the form itself (e.g. the KSC answers), sent along. */
  extra?: () => Record<string, unknown>
  messages: { fixErrors: (n: number) => string; network: string; retryIn: (seconds: number) => string }
}

/** Codes after which the form needs a fresh marker and challenge token before it can be sent again. */
const RENEW_AFTER = new Set(['form_expired', 'verification_failed', 'service_unavailable', 'internal_error'])

function valuesOf(form: HTMLFormElement, lang: Lang): Record<string, unknown> {
  const values: Record<string, unknown> = { lang }
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  return values
}

/**
 * Everything a form of this site does when sent: checks itself with the same contract as the server, posts
 * JSON, places field errors by their inputs, announces the outcome, keeps what was typed (also across a reload)
 * and fetches a fresh marker and challenge token when the server needs one.
 */
export function useFormSubmission({ endpoint, schema, lang, draftKey, marker, extra, messages }: Options) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus | null>(null)
  const [renewals, setRenewals] = useState(0)
  // The marker that was spent; until the refreshed page brings a different one, the form cannot be sent.
  const [spentMarker, setSpentMarker] = useState<string | null>(null)
  const renewing = spentMarker === marker

  useEffect(() => {
    if (formRef.current) restoreDraft(formRef.current, draftKey)
  }, [draftKey])

  const showFieldErrors = (fields: NonNullable<Problem['fields']>) => {
    setErrors(Object.fromEntries(fields.map((f) => [f.name, f.message])))
    setStatus({ tone: 'error', text: messages.fixErrors(fields.length) })
    const first = fields[0] && formRef.current?.elements.namedItem(fields[0].name)
    if (first instanceof HTMLElement) first.focus()
  }

  const renew = () => {
    setRenewals((n) => n + 1)
    setSpentMarker(marker)
    router.refresh()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = { ...valuesOf(form, lang), ...extra?.() }
    const check = schema.safeParse(values)
    if (!check.success) return showFieldErrors(fieldErrorsOf(check.error.issues, values, lang))
    setSending(true)
    setErrors({})
    setStatus(null)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await response.json().catch(() => null)) as Partial<Problem> | null
      if (response.ok) {
        clearDraft(draftKey)
        setDone(true)
        return
      }
      if (body?.fields?.length) return showFieldErrors(body.fields)
      const retryAfter = Number(response.headers.get('retry-after'))
      const text = [body?.error ?? messages.network, retryAfter > 0 ? messages.retryIn(retryAfter) : ''].filter(Boolean).join(' ')
      setStatus({ tone: 'error', text })
      if (body?.code && RENEW_AFTER.has(body.code)) renew()
    } catch {
      setStatus({ tone: 'error', text: messages.network })
    } finally {
      setSending(false)
    }
  }

  return {
    formRef,
    sending,
    /** True from an error that spent the marker and token until the page has rendered fresh ones. */
    renewing,
    done,
    errors,
    status,
    /** Changes whenever the challenge widget must start over. */
    renewals,
    onSubmit,
    onInput: () => formRef.current && saveDraft(formRef.current, draftKey),
  }
}

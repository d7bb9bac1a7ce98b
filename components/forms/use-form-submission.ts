'use client'

import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'
import type { z } from 'zod'
import { FormSessionError } from '@/lib/browser/form-session'
import type { FieldError } from '@/lib/shared/contracts/field-errors'
import { GUARD_FIELDS, type ChallengeWidget } from '@/lib/shared/contracts/form-guards'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import type { FormOperationId } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'
import { clearDraft, restoreDraft, saveDraft } from '@/lib/browser/draft'
import { ChallengeFailure, ChallengeToken, type TurnstileEvents } from './challenge-token'
import { sendJson, sendMultipart } from './send-form'
import { useFormSession } from './use-form-session'

export interface FormStatus {
  tone: 'error' | 'success'
  text: string
}

interface Options {
  /** Loaded when the form is sent (after lib/browser/form-validation): zod and the schemas are most of a form's code,
   * and typing needs none of it. */
  schema: () => Promise<z.ZodType>
  lang: Lang
  draftKey: string
  /** The operation the form is sent to, whose marker and challenge it asks the server for. */
  operation: FormOperationId
  /** Values that are not fields of the form itself (e.g. the KSC answers), sent along. */
  extra?: () => Record<string, unknown>
  /** Send as multipart/form-data, files included, reporting upload progress; JSON otherwise. */
  multipart?: boolean
  /** Checks only a browser can make before sending (a file's first bytes); the server still decides. */
  check?: (values: Record<string, unknown>) => Promise<FieldError[]>
  messages: {
    fixErrors: (n: number) => string
    network: string
    retryIn: (seconds: number) => string
    challengeFailed: string
  }
}

/** Codes after which the form needs a fresh marker and challenge token before it can be sent again. */
const RENEW_AFTER = new Set(['form_expired', 'verification_failed', 'service_unavailable', 'internal_error'])

/** The form's values: its text fields, and the files chosen in it (an empty file input sends no file). */
function valuesOf(form: HTMLFormElement, lang: Lang): Record<string, unknown> {
  const values: Record<string, unknown> = { lang }
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' || value.name || value.size) values[name] = value
  return values
}

/** The state of a form that its closing (FormClosing) shows. */
export interface ClosingState {
  lang: Lang
  sending: boolean
  /** The challenge to show, once the server has said which. */
  challenge: ChallengeWidget | null
  turnstileEvents: TurnstileEvents
  status: FormStatus | null
}

/** A form sent: checked by the server's contract, posted, its errors shown by their fields, a draft kept. */
export function useFormSubmission({ schema, lang, draftKey, operation, extra, multipart, check, messages }: Options) {
  const formSession = useFormSession(operation, lang)
  const [turnstile] = useState(() => new ChallengeToken())
  const formRef = useRef<HTMLFormElement>(null)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [done, setDone] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus | null>(null)
  const [lostFiles, setLostFiles] = useState<Record<string, string>>({})
  const { start } = formSession

  // Once the form's code runs: the draft of an earlier visit back in the empty fields, and what was typed before
  // the code ran (the browser keeps it, React leaves it) kept as the draft and counted as the form's first use.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const lost = restoreDraft(form, draftKey)
    const anyLost = Object.keys(lost).length > 0
    // Only then: a new empty object would render the whole form again for nothing.
    if (anyLost) setLostFiles(lost)
    const typed = !anyLost && saveDraft(form, draftKey)
    if (typed || form.contains(document.activeElement)) start()
  }, [draftKey, start])

  const showFieldErrors = (fields: FieldError[]) => {
    setErrors(Object.fromEntries(fields.map((f) => [f.name, f.message])))
    setStatus({ tone: 'error', text: messages.fixErrors(fields.length) })
    // The first invalid field in the form's own order.
    const names = new Set(fields.map((f) => f.name))
    const first = Array.from(formRef.current?.elements ?? []).find((el) => names.has((el as HTMLInputElement).name))
    if (first instanceof HTMLElement) first.focus()
  }

  const errorText = (error: string | undefined, retryAfter: number) =>
    [error || messages.network, retryAfter > 0 ? messages.retryIn(retryAfter) : ''].filter(Boolean).join(' ')

  // A new marker and challenge: a new session mounts a new widget (Turnstile), whose token the next attempt waits for.
  const renewSession = () => {
    turnstile.spend()
    formSession.renew()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = { ...valuesOf(event.currentTarget, lang), ...extra?.() }
    // In this order: the validation module tells zod how to build schemas before the first one is built.
    const { fieldErrorsIn } = await import('@/lib/browser/form-validation')
    const contract = await schema()
    // The form's own checks first: where both find a field wrong, theirs is the more precise message (a file too large).
    const invalid = [...((await check?.(values)) ?? []), ...fieldErrorsIn(contract, values, lang)]
    if (invalid.length)
      return showFieldErrors(invalid.filter((f, i) => invalid.findIndex((g) => g.name === f.name) === i))
    setSending(true)
    setErrors({})
    setStatus(null)
    try {
      const session = await formSession.current()
      values[GUARD_FIELDS.marker] = session.marker
      values[GUARD_FIELDS.challenge] =
        session.challenge.kind === 'local' ? session.challenge.token : await turnstile.next()
      const endpoint = OPERATION_PATHS[operation]
      const answer = multipart ? await sendMultipart(endpoint, values, setProgress) : await sendJson(endpoint, values)
      if (answer.ok) {
        clearDraft(draftKey)
        setDone(true)
        return
      }
      if (answer.body?.fields?.length) return showFieldErrors(answer.body.fields)
      setStatus({ tone: 'error', text: errorText(answer.body?.error, answer.retryAfter) })
      if (answer.body?.code && RENEW_AFTER.has(answer.body.code)) renewSession()
    } catch (error) {
      if (error instanceof ChallengeFailure) {
        setStatus({ tone: 'error', text: messages.challengeFailed })
        return renewSession()
      }
      setStatus({
        tone: 'error',
        text: error instanceof FormSessionError ? errorText(error.message, error.retryAfter) : messages.network,
      })
    } finally {
      setSending(false)
      setProgress(null)
    }
  }

  function onInput(event: SyntheticEvent) {
    start()
    if (formRef.current) saveDraft(formRef.current, draftKey)
    const input = event.target
    if (input instanceof HTMLInputElement && input.files?.length)
      setLostFiles((lost) => Object.fromEntries(Object.entries(lost).filter(([name]) => name !== input.name)))
  }

  return {
    /** Spread on the form (ReadyForm): its ref and handlers. */
    form: {
      ref: formRef,
      method: 'post',
      noValidate: true,
      onSubmit,
      onFocus: start,
      onInput,
      'aria-busy': sending,
    },
    /** Share of a multipart body uploaded so far (0 to 1), while one is being sent. */
    progress,
    done,
    errors,
    /** What the form's closing shows (the challenge, the button, the outcome). */
    closing: {
      lang,
      sending,
      challenge: formSession.session?.challenge ?? null,
      turnstileEvents: turnstile.events,
      status,
    } satisfies ClosingState,
    /** By field, the files chosen before the page was reloaded: they must be chosen again. */
    lostFiles,
  }
}

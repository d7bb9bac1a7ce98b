import type { ChallengeWidget } from '@/lib/shared/contracts/form-guards'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import type { FormOperationId } from '@/lib/shared/contracts/operations'
import type { Lang } from '@/lib/shared/i18n/langs'

// A static form page's request for its timestamp marker and bot challenge (issueFormSession), asked on the form's
// first use (components/forms/use-form-session.ts).

export interface FormSession {
  marker: string
  challenge: ChallengeWidget
  /** From when (Date.now()) a form sent with the marker is taken as a person's: sooner, it would be dropped silently. */
  usableAt: number
  /** Until when the marker is safely valid (a minute before the server would call it expired). */
  expiresAt: number
}

const EXPIRY_MARGIN_MS = 60_000

/** The server refused: `message` is its text for the visitor ('' if none), `retryAfter` in seconds (0 if none). */
export class FormSessionError extends Error {
  readonly retryAfter: number

  constructor(message: string, retryAfter: number) {
    super(message)
    this.name = 'FormSessionError'
    this.retryAfter = retryAfter
  }
}

/** Rejects with FormSessionError on a non-2xx answer or one without a marker; a network failure rejects as fetch does. */
export async function fetchFormSession(operation: FormOperationId, lang: Lang): Promise<FormSession> {
  const response = await fetch(OPERATION_PATHS.issueFormSession, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ operation, lang }),
  })
  if (!response.ok) {
    const problem: { error?: unknown } = await response.json().catch(() => ({}))
    throw new FormSessionError(
      typeof problem.error === 'string' ? problem.error : '',
      Number(response.headers.get('retry-after')) || 0,
    )
  }
  const receivedAt = Date.now()
  const { marker, challenge, readyInMs, expiresInMs } = await response.json()
  // A form sent without a marker would be accepted and dropped: better no session than that.
  if (
    typeof marker !== 'string' ||
    !marker ||
    !['turnstile', 'local'].includes(challenge?.kind) ||
    !(readyInMs >= 0) ||
    !(expiresInMs > 0)
  ) {
    throw new FormSessionError('', 0)
  }
  return { marker, challenge, usableAt: receivedAt + readyInMs, expiresAt: receivedAt + expiresInMs - EXPIRY_MARGIN_MS }
}

/** Resolves once a form may be sent with this session's marker. */
export const untilUsable = (session: FormSession) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, session.usableAt - Date.now())))

import { FORM_SESSION_PATH, type ChallengeWidget } from '@/lib/contracts/form-guards'
import type { FormOperationId } from '@/lib/contracts/operations'
import type { Lang } from '@/lib/i18n/langs'

// A static form page's request for its timestamp marker and bot challenge (issueFormSession). Plain TypeScript
// that imports types and one constant only: it is also bundled into the pages' small inline script.

export interface FormSession {
  marker: string
  challenge: ChallengeWidget
}

/** The server refused: `message` is its text for the visitor ('' if none), `retryAfter` in seconds (0 if none). */
export class FormSessionError extends Error {
  readonly retryAfter: number

  constructor(message: string, retryAfter: number) {
    super(message)
    this.name = 'FormSessionError'
    this.retryAfter = retryAfter
  }
}

/** Rejects with FormSessionError on a non-2xx answer; a network failure rejects as fetch does. */
export async function fetchFormSession(operation: FormOperationId, lang: Lang): Promise<FormSession> {
  const response = await fetch(FORM_SESSION_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ operation, lang }),
  })
  if (!response.ok) {
    const problem: { error?: unknown } = await response.json().catch(() => ({}))
    throw new FormSessionError(typeof problem.error === 'string' ? problem.error : '', Number(response.headers.get('retry-after')) || 0)
  }
  const { marker, challenge }: FormSession = await response.json()
  return { marker, challenge }
}

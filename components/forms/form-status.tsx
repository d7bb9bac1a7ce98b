import type { FormStatus as Status } from './use-form-submission'

/** The live region where a form announces its outcome; always rendered, so screen readers hear changes. */
export function FormStatus({ status }: { status: Status | null }) {
  return (
    <p className="form-status" role="status" aria-live="polite" data-tone={status?.tone}>
      {status?.text}
    </p>
  )
}

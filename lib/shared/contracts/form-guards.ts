import type { z } from 'zod'
import type { challengeWidgetSchema } from './form-session'

// Every form's fields besides its own (spec S1-S3), named once; only zod's types, so no zod in a form's bundle.
export const GUARD_FIELDS = {
  trap: 'website', // left empty by people
  marker: 'form-marker', // signed timestamp from issueFormSession
  challenge: 'bot-challenge-response',
} as const

/** Turnstile's site key and action, or a local one-time token (development, demos). */
export type ChallengeWidget = z.infer<typeof challengeWidgetSchema>

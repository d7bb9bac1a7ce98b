import type { z } from 'zod'
import type { challengeWidgetSchema } from './form-session'

// The fields every form carries besides its own, named once: for the request schemas, the pipeline, the forms
// and the prose that describes the forms to agents. And what a form needs to show its bot challenge, and where a
// form page asks for it, as a type and a constant that components and the pages' inline script may import
// (nothing here pulls zod into a bundle).

export const GUARD_FIELDS = {
  /** Trap field: left empty by people, filled by bots (S1). */
  trap: 'website',
  /** Signed timestamp marker the server issues to the form (issueFormSession) (S1, S2). */
  marker: 'form-marker',
  /** One-time bot-challenge token; the name is the contract's (S3). */
  challenge: 'bot-challenge-response',
} as const

/** Turnstile's site key and action, or (development, demos) a local one-time token the server issued. */
export type ChallengeWidget = z.infer<typeof challengeWidgetSchema>

// The fields every form carries besides its own, named once: for the request schemas, the pipeline, the forms
// and the prose that describes the forms to agents. And what a form needs to show its bot challenge, as a plain
// type that components may import.

export const GUARD_FIELDS = {
  /** Trap field: left empty by people, filled by bots (S1). */
  trap: 'website',
  /** Signed timestamp marker the server renders into the form (S1, S2). */
  marker: 'form-marker',
  /** One-time bot-challenge token; the name is the contract's (S3). */
  challenge: 'bot-challenge-response',
} as const

/** Turnstile's site key and action, or (development, demos) a local one-time token the server rendered. */
export type ChallengeWidget = { kind: 'turnstile'; siteKey: string; action: string } | { kind: 'local'; token: string }

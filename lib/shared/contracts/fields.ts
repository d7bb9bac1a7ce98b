import { z } from 'zod'
import { GUARD_FIELDS } from './form-guards'
import { CONSENT_VALUES, MAX } from './limits'

// Building blocks of the request contracts. Form encodings deliver strings only, so every field is a string
// (or is decoded from one); nothing here coerces numbers out of FormData.

export { CONSENT_VALUES, MAX } from './limits'

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max)

/** Optional text: trimmed; an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined)

// Trimmed and lower-cased before the format check; `.email()` on a string keeps `format: email` in openapi.json.
export const email = z.string().trim().toLowerCase().max(MAX.email).email()

/** Consent the request cannot go without. */
export const requiredConsent = z.enum(CONSENT_VALUES).transform(() => true as const)

/** Optional consent: any accepted value means yes; absent means no. */
export const optionalConsent = z
  .string()
  .optional()
  .transform((v) => CONSENT_VALUES.includes(v as (typeof CONSENT_VALUES)[number]))

export const lang = z.enum(['pl', 'en']).default('pl')

export const challengeToken = z.string().max(4096).optional()

/** Answers of the KSC check: question id to the zero-based index of the chosen option. Form encodings send it as JSON text. */
export const answers = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  },
  z.record(z.string().max(100), z.int().min(0)).refine((a) => Object.keys(a).length <= 200, 'at most 200 answers'),
)

// Anti-spam fields every form carries (see lib/server/http/guards/screen-spam.ts). Declared so openapi.json shows them.
export const antiSpamFields = {
  [GUARD_FIELDS.trap]: z
    .string()
    .max(MAX.email)
    .optional()
    .meta({ description: 'Trap field: left empty by people, filled by bots.' }),
  [GUARD_FIELDS.marker]: z
    .string()
    .max(300)
    .optional()
    .meta({ description: 'Signed timestamp marker the server issues to the form (issueFormSession).' }),
  [GUARD_FIELDS.challenge]: challengeToken.meta({
    description: 'One-time bot-challenge token issued to the form in a browser.',
  }),
}

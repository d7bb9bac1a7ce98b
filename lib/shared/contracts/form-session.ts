import { z } from 'zod'
import { lang } from './fields'
import { GUARD_FIELDS } from './form-guards'

// issueFormSession: a static form page asks for its timestamp marker and bot challenge on the form's first
// focus or input, so a page view alone costs no request.

export const challengeWidgetSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('turnstile'),
      siteKey: z.string().meta({ description: 'Cloudflare Turnstile site key' }),
      action: z.string().meta({ description: 'Turnstile action: the id of the operation the token is for' }),
    }),
    z.object({
      kind: z.literal('local'),
      token: z
        .string()
        .meta({ description: 'One-time token of the local challenge (development, demos), sent back as is' }),
    }),
  ])
  .meta({
    id: 'ChallengeWidget',
    description: `The bot challenge the form shows; its token goes back in \`${GUARD_FIELDS.challenge}\`.`,
  })

/** The request; operations.ts, which imports this file, passes in the ids of the forms that carry a marker. */
export const formSessionRequestSchema = <Id extends string>(operationIds: readonly Id[]) =>
  z
    .object({
      operation: z.enum(operationIds).meta({ description: 'The operation the form on the page sends to' }),
      lang: lang.meta({ description: 'Language of the page; errors use it. Default pl.' }),
    })
    .meta({ id: 'FormSessionRequest' })

export const formSessionResponseSchema = z
  .object({
    ok: z.literal(true).meta({ description: 'Always true' }),
    marker: z
      .string()
      .meta({ description: `Signed timestamp marker for the form's \`${GUARD_FIELDS.marker}\` field, issued now` }),
    readyInMs: z.number().int().min(0).meta({
      description:
        'How long after it was issued the marker is taken as a person’s: a form sent sooner is accepted and dropped (S1), so the page waits this long before sending',
    }),
    expiresInMs: z
      .number()
      .int()
      .positive()
      .meta({ description: 'How long the marker is valid; after that the form answers form_expired' }),
    challenge: challengeWidgetSchema,
  })
  .meta({ id: 'FormSessionResponse' })

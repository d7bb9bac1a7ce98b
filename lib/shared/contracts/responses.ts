import { z } from 'zod'

export const acceptedResponseSchema = z
  .object({ ok: z.literal(true).meta({ description: 'Always true' }) })
  .meta({ id: 'AcceptedResponse', description: 'Also returned when anti-spam checks reject a request silently.' })

export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>

import { z } from 'zod'
import { errorCodes, fieldReasons } from './error-table'

export * from './error-table'

export const problemSchema = z
  .object({
    type: z
      .string()
      .meta({ description: 'Problem type URI (RFC 9457): tag:bastion-consulting.pl,2026:problem:<code>' }),
    title: z.string().meta({ description: 'Short English summary of the problem type' }),
    status: z.int().meta({ description: 'The HTTP status code' }),
    code: z.enum(errorCodes).meta({ description: 'Stable machine-readable code' }),
    error: z.string().meta({ description: "Human-readable message in the form's language (pl or en)" }),
    hint: z.string().meta({ description: 'English hint for the integrator on how to fix the request' }),
    fields: z
      .array(
        z.object({
          name: z.string(),
          reason: z.enum(fieldReasons),
          message: z.string().meta({ description: "In the form's language" }),
        }),
      )
      .optional()
      .meta({ description: 'On 400 validation errors: each invalid field and why' }),
  })
  .meta({ id: 'Error', description: 'Every error (RFC 9457 problem details, plus code, error, hint).' })

export type Problem = z.infer<typeof problemSchema>

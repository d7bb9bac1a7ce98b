import { z } from 'zod'
import {
  antiSpamFields,
  email,
  lang,
  optionalConsent,
  optionalText,
  requiredConsent,
  requiredText,
  MAX,
} from './fields'

export const MATERIAL_LINK_DAYS = 7

export const materialRequestSchema = z
  .object({
    materialId: requiredText(MAX.short).meta({ description: 'Identifier of the material, from the page form' }),
    fullName: requiredText(MAX.short),
    email,
    company: requiredText(MAX.short),
    role: optionalText(MAX.short),
    marketing: optionalConsent.meta({ description: 'Optional; does not condition sending' }),
    lang,
    gdpr: requiredConsent.meta({ description: 'Request to send the material (the basis of sending)' }),
    ...antiSpamFields,
  })
  .meta({ id: 'MaterialRequest' })

export type MaterialRequest = z.output<typeof materialRequestSchema>

/** Query of the signed download link that the material mail carries. */
export const downloadQuerySchema = z
  .object({
    token: requiredText(2000).meta({
      description: 'Signed token from the link in the mail (material, recipient, expiry)',
    }),
  })
  .meta({ id: 'DownloadQuery' })

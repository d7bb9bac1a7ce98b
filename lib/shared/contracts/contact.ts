import { z } from 'zod'
import { contactAreas } from './limits'
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

export { contactAreas }

export const contactRequestSchema = z
  .object({
    firstName: requiredText(MAX.short),
    lastName: requiredText(MAX.short),
    company: requiredText(MAX.short).meta({ description: 'Organisation name' }),
    email,
    phone: optionalText(MAX.short),
    role: optionalText(MAX.short).meta({ description: 'Role in the organisation' }),
    area: z.enum(contactAreas).meta({
      description:
        'sap: SAP security and technology; automation: intelligent automation and AI; custom-dev: custom development and data; advisory: advisory and IT integration; career; general: general consultation',
    }),
    message: optionalText(MAX.long),
    gdpr: requiredConsent.meta({ description: 'Consent to personal-data processing: on, true or 1' }),
    marketing: optionalConsent.meta({ description: 'Optional marketing consent: on, true or 1' }),
    lang: lang.meta({ description: 'Language of the form; errors and the confirmation mail use it. Default pl.' }),
    ...antiSpamFields,
  })
  .meta({ id: 'ContactRequest' })

export type ContactRequest = z.output<typeof contactRequestSchema>

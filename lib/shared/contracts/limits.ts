// Free of zod, so the forms show these before their schemas load.

export const CONSENT_VALUES = ['on', 'true', '1'] as const

/** Length limits of the spec, shared by the schemas and the forms' own hints. */
export const MAX = { short: 200, email: 500, profile: 500, long: 8000 } as const

/** The areas an enquiry may be about (ContactRequest.area). */
export const contactAreas = ['sap', 'automation', 'custom-dev', 'advisory', 'career', 'general'] as const

import { z } from 'zod'
import siteJson from '@/content/site.json'

const localised = z.object({ pl: z.string().min(1), en: z.string().min(1) })
const pageKey = z.string().regex(/^[a-z0-9-]+$/)

export const siteSchema = z.strictObject({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  tagline: localised,
  address: z.strictObject({
    street: z.string().min(1),
    postalCode: z.string().min(1),
    city: z.string().min(1),
    country: localised,
  }),
  email: z.email(),
  careersEmail: z.email(),
  privacyEmail: z.email(),
  phone: z.string().regex(/^\+?[0-9 ]+$/, 'digits and spaces, optionally after +'),
  nav: z.array(pageKey).min(1),
  footerNav: z.array(pageKey),
})

export type Site = z.infer<typeof siteSchema>

function loadSite(): Site {
  const parsed = siteSchema.safeParse(siteJson)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  content/site.json: ${i.path.join('.') || '(root)'}: ${i.message}`)
  throw new Error(`Invalid site settings:\n${lines.join('\n')}`)
}

/** Brand, contact data and navigation: the one settings file under content/. Safe for client components. */
export const site: Site = loadSite()

import { z } from 'zod'
import siteJson from '@/content/site.json'
import { rules } from './problem-words'

const localised = z.object({ pl: z.string().min(1), en: z.string().min(1) })
const pageKey = z.string().regex(/^[a-z0-9-]+$/)
const inBothLangs = <T extends z.ZodType>(item: T) => z.strictObject({ pl: z.array(item).min(1), en: z.array(item).min(1) })
const titledText = z.strictObject({ title: z.string().min(1), text: z.string().min(1) })

/** What the business can stand behind: figures are optional, and a page shows one only once it is filled in. */
const factsSchema = z.strictObject({
  /** The year the company was founded; pages show the years since, computed. */
  foundedYear: z.int().min(1950).max(new Date().getUTCFullYear()).optional(),
  teamSize: z.int().min(1).optional(),
  /** Certificates the company or its people hold, by their exact names. */
  certifications: z.array(z.string().min(1)).min(1).optional(),
  expertise: inBothLangs(z.string().min(1)),
  principles: inBothLangs(titledText),
  /** The steps every engagement goes through, in order. */
  engagement: inBothLangs(titledText),
})

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
  phone: z.string().regex(/^\+?[0-9 ]+$/, rules.phone.en),
  nav: z.array(pageKey).min(1),
  footerNav: z.array(pageKey),
  facts: factsSchema,
})

export type Site = z.infer<typeof siteSchema>
export type Facts = Site['facts']

function loadSite(): Site {
  const parsed = siteSchema.safeParse(siteJson)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  content/site.json: ${i.path.join('.') || '(root)'}: ${i.message}`)
  throw new Error(`Invalid site settings:\n${lines.join('\n')}`)
}

/** Brand, contact data and navigation: the one settings file under content/. Safe for client components. */
export const site: Site = loadSite()

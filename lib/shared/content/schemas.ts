import { z } from 'zod'
import { rules } from './problem-words'

// Front matter of each content folder. Editors see these rules as build errors naming the file and field; their
// words, in both languages, are problem-words.ts.

const text = z.string().trim().min(1, rules.notEmpty.en)
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, rules.slug.en)
const isoDate = z
  .string({ error: rules.isoDate.en })
  .regex(/^\d{4}-\d{2}-\d{2}$/, rules.isoDate.en)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: rules.realDate.en,
  })
const description = z.string().trim().min(50, rules.descriptionMin.en).max(200, rules.descriptionMax.en)

export const collections = ['services', 'posts', 'jobs', 'materials', 'cases'] as const
export type Collection = (typeof collections)[number]
export const forms = ['contact', 'ksc-check'] as const
export type FormKind = (typeof forms)[number]
export const serviceAreas = ['sap', 'automation', 'custom-dev', 'advisory'] as const

const common = { title: text, description }

export const pageSchema = z.strictObject({
  ...common,
  slug: z.union([z.literal(''), slug]),
  navLabel: text.optional(),
  lists: z.enum(collections).optional(),
  form: z.enum(forms).optional(),
  noindex: z.boolean().optional(),
  /** When the text last changed in substance; the sitemap's lastmod. */
  updated: isoDate.optional(),
})

export const serviceSchema = z.strictObject({
  ...common,
  slug,
  order: z.int().min(1),
  area: z.enum(serviceAreas),
  highlights: z.array(text).min(1),
  /** What the client receives from an engagement: the service page's "what you get". */
  deliverables: z.array(text).min(1),
  updated: isoDate.optional(),
})

export const postSchema = z.strictObject({
  ...common,
  slug,
  date: isoDate,
  updated: isoDate.optional(),
  author: text,
  tags: z.array(text).default([]),
})

export const jobSchema = z.strictObject({
  ...common,
  slug,
  date: isoDate,
  location: text,
  employment: text,
  seniority: text,
  questions: z.tuple([text, text, text], { error: rules.threeQuestions.en }),
  updated: isoDate.optional(),
})

export const materialSchema = z.strictObject({
  ...common,
  slug,
  date: isoDate,
  kind: z.enum(['report', 'book', 'analysis']),
  updated: isoDate.optional(),
})

/** Markdown text of a case study's section: situation, what was done, result. */
const section = z.string().trim().min(200, rules.sectionMin.en)

export const caseSchema = z.strictObject({
  ...common,
  slug,
  order: z.int().min(1),
  /** Who the client is, anonymised: sector and SAP landscape, never a name. */
  client: text,
  /** Keys (file names) of the services the engagement drew on; its service pages link back to it. */
  services: z.array(slug).min(1),
  situation: section,
  work: section,
  result: section,
  updated: isoDate.optional(),
})

export const caseSections = ['situation', 'work', 'result'] as const

export const schemaOfFolder = {
  pages: pageSchema,
  services: serviceSchema,
  posts: postSchema,
  jobs: jobSchema,
  materials: materialSchema,
  cases: caseSchema,
}
export type Folder = keyof typeof schemaOfFolder
export type DataOf<F extends Folder> = z.output<(typeof schemaOfFolder)[F]>

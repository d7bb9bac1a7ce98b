import 'server-only'
import path from 'node:path'
import manifestJson from '@/private/materials.json'
import { allDocs, type Doc } from '@/lib/server/domain/content'
import type { Lang } from '@/lib/shared/i18n/langs'
import { PRIVATE_DIR, manifestSchema, type MaterialEdition } from './manifest'

// The only way from a requested id to a file: a fixed map, so no part of a request ever becomes a path.

const manifest = manifestSchema.parse(manifestJson)

export interface Material {
  id: string
  lang: Lang
  page: Doc<'materials'>
  edition: MaterialEdition
  /** Absolute path of the PDF under private/. */
  filePath: string
}

export function materialIds(): string[] {
  return Object.keys(manifest)
}

/** The material `id` in `lang`, or undefined for an id that is not in the catalogue (whatever its spelling). */
export function findMaterial(id: string, lang: Lang): Material | undefined {
  if (!Object.hasOwn(manifest, id)) return undefined
  const page = allDocs().find((d): d is Doc<'materials'> => d.folder === 'materials' && d.lang === lang && d.key === id)
  if (!page) return undefined
  const edition = manifest[id]![lang]
  return { id, lang, page, edition, filePath: path.join(/*turbopackIgnore: true*/ PRIVATE_DIR, edition.file) }
}

/** What a material page shows of its PDF: the cover, the contents with pages, the page count. */
export function editionOf(page: Doc<'materials'>): MaterialEdition | undefined {
  return Object.hasOwn(manifest, page.key) ? manifest[page.key]![page.lang] : undefined
}

/** The addresses of every material's covers (files under public/). */
export const materialCovers = () =>
  Object.values(manifest).flatMap((editions) => [editions.pl.cover.src, editions.en.cover.src])

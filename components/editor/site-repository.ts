import { folders, readContent, contentTextOf, type Doc } from '@/lib/shared/content/read-content'
import type { RepoFile } from '@/lib/shared/editor/save-check'
import { langs } from '@/lib/shared/i18n/langs'
import type { DecapBackendImplementation } from './decap-types'

// The site's content as the editor's backend holds it now (the branch on GitHub, the working tree in
// development): what a save is checked against, and the pages the text's link picker offers.

let backend: DecapBackendImplementation | undefined

export const rememberBackend = (implementation: DecapBackendImplementation) => {
  backend = implementation
}

/** Every Markdown file of content/{pl,en}/<folder>/ in the backend, as it is now. */
export async function readRepository(from: DecapBackendImplementation | undefined = backend): Promise<RepoFile[]> {
  if (!from) return []
  const lists = await Promise.all(
    langs.flatMap((lang) => folders.map((folder) => from.entriesByFolder(`content/${lang}/${folder}`, 'md', 1))),
  )
  return lists.flat().map((entry) => ({ path: entry.file.path, text: entry.data }))
}

/** The pages of the site as the build would place them now, for links to them. */
export async function sitePages(): Promise<Doc[]> {
  const files = await readRepository()
  return readContent(files.flatMap(({ path, text }) => contentTextOf(path, text) ?? [])).docs
}

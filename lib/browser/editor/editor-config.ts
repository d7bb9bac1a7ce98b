import type { Lang } from '@/lib/shared/i18n/langs'
import { editorCollections } from './collections'

// Decap CMS's configuration, passed to CMS.init() (no config.yml is fetched).

export type EditorBackend =
  | { name: 'proxy'; proxy_url: string; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url: string; auth_endpoint: string }

/** Decap's backend of that name, with the site's check before each write (components/editor/checked-backend.ts). */
export const checkedBackendName = (name: string) => `${name}-checked`

/** A media library that offers nothing: no content type holds an image, so nothing offers an upload. */
export const NO_MEDIA = 'none'

export function editorConfig(backend: EditorBackend, lang: Lang) {
  return {
    load_config_file: false,
    backend: { ...backend, name: checkedBackendName(backend.name) },
    locale: lang,
    media_library: { name: NO_MEDIA },
    collections: editorCollections(lang),
  }
}

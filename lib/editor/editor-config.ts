import { editorCollections } from './collections'

// Decap CMS's configuration, passed to CMS.init() (no config.yml is fetched).

export type EditorBackend =
  | { name: 'proxy'; proxy_url: string; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url: string; auth_endpoint: string }

export function editorConfig(backend: EditorBackend) {
  return {
    load_config_file: false,
    backend,
    // No content type holds an image (material covers are drawn by `npm run materials`); Decap needs a folder.
    media_folder: 'public/images',
    public_folder: '/images',
    collections: editorCollections(),
  }
}

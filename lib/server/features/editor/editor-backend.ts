import 'server-only'
import type { Config } from '@/lib/server/config'
import type { EditorBackend } from '../../../browser/editor/editor-config'
import { LOCAL_BACKEND_PATH, SIGN_IN_PATH } from '../../../shared/editor/paths'

/** Where the editor reads and writes: the working tree in development, GitHub in production, or nowhere (404). */
export function editorBackend(config: Config): EditorBackend | undefined {
  const { editor } = config
  if (editor.kind === 'local') return { name: 'proxy', proxy_url: LOCAL_BACKEND_PATH, branch: 'main' }
  if (editor.kind === 'github')
    return {
      name: 'github',
      repo: editor.repo,
      branch: editor.branch,
      base_url: config.siteUrl,
      auth_endpoint: SIGN_IN_PATH.slice(1),
    }
  return undefined
}

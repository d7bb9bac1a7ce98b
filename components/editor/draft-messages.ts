import type { Lang } from '@/lib/i18n/langs'

// What the editor's preview frame and the preview page say to each other (window.postMessage, same origin only).

export const DRAFT_READY = 'editor-preview-ready'
export const DRAFT = 'editor-draft'

export interface DraftMessage {
  kind: typeof DRAFT
  /** The collection's folder (posts, jobs, …). */
  folder: string
  /** The file's name, the key both languages share ('' while a new document has none). */
  key: string
  /** The editor's language, for the words of what the preview cannot show yet. */
  ui: Lang
  data: Record<string, unknown>
}

import type { Lang } from '@/lib/shared/i18n/langs'

// What the editor's preview frame and the preview page say to each other (window.postMessage, same origin only).

export const DRAFT_READY = 'editor-preview-ready'
export const DRAFT = 'editor-draft'

export interface DraftMessage {
  kind: typeof DRAFT
  folder: string // the collection's: posts, jobs, ...
  key: string // the file name both languages share; '' for a new document
  ui: Lang // the editor's language
  data: Record<string, unknown>
}

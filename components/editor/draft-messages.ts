// What the editor's preview frame and the preview page say to each other (window.postMessage, same origin only).

export const DRAFT_READY = 'editor-preview-ready'
export const DRAFT = 'editor-draft'

export interface DraftMessage {
  kind: typeof DRAFT
  folder: string
  data: Record<string, unknown>
}

import type { Doc } from './load'

/** The form a page carries, if any: chosen by the page's folder and its `form` front matter. */
export function formOf(doc: Doc): 'contact' | 'ksc-check' | 'apply' | 'material' | undefined {
  switch (doc.folder) {
    case 'pages':
      return doc.data.form
    case 'jobs':
      return 'apply'
    case 'materials':
      return 'material'
    default:
      return undefined
  }
}

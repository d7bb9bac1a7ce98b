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

/**
 * Rendered per request rather than at build: a form (its marker and challenge token are minted per request, and
 * its script runs there). Every other page is static HTML without scripts (lib/build/scriptless-pages.ts).
 */
export const rendersPerRequest = (doc: Doc) => formOf(doc) !== undefined

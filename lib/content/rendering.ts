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

/** Pages a bad download link lands on: a material, or the list of materials when the material is unknown. */
export const showsLinkNotice = (doc: Doc) => doc.folder === 'materials' || (doc.folder === 'pages' && doc.data.lists === 'materials')

/**
 * Rendered per request rather than at build: a form (its marker and challenge token are minted per request) or a
 * download link's notice (read from the query). Every other page is static HTML.
 */
export const rendersPerRequest = (doc: Doc) => formOf(doc) !== undefined || showsLinkNotice(doc)

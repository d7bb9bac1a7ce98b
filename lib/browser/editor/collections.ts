import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'
import { siteSchema } from '@/lib/shared/content/site'
import { langs, otherLang, type Lang } from '@/lib/shared/i18n/langs'
import { ADDRESS_WIDGET, fieldsOf, jsonSchemaOf, MARKDOWN_WIDGET, type DecapField } from './decap-fields'
import { editorWords } from './editor-words'

export { ADDRESS_WIDGET, MARKDOWN_WIDGET } from './decap-fields'
import type { Checked } from '../../shared/editor/field-check'
import { BODY, FILE_KEY } from '../../shared/editor/front-matter-file'

// What the editor edits: each folder of content/{pl,en}/ as one collection per language, with the build's fields,
// and content/site.json. The file's name is the key both languages share, so a page's pair is one click away.

/** Each folder's Markdown format: its writer knows which of its fields may be written empty. */
export const contentFormat = (folder: Folder) => `content-md-${folder}`
export const TEXT_FORMAT = 'markdown-text'
/** The widget that checks a value with the build's schema (field-check.ts) around the field's own widget. */
export const CHECKED_WIDGET = 'checked'
export const FILE_KEY_WIDGET = 'file-key'

// A collection is listed by its name for many ("Artykuły (PL)"); Decap names one document by its name for one
// ("+ Artykuł", Quick add).
const folderLabels: Record<Lang, Record<Folder | 'material-texts', { many: string; one: string }>> = {
  pl: {
    posts: { many: 'Artykuły', one: 'Artykuł' },
    jobs: { many: 'Oferty pracy', one: 'Oferta pracy' },
    cases: { many: 'Realizacje', one: 'Realizacja' },
    materials: { many: 'Materiały', one: 'Materiał' },
    'material-texts': { many: 'Teksty materiałów PDF', one: 'Tekst materiału PDF' },
    services: { many: 'Usługi', one: 'Usługa' },
    pages: { many: 'Strony', one: 'Strona' },
  },
  en: {
    posts: { many: 'Articles', one: 'Article' },
    jobs: { many: 'Job offers', one: 'Job offer' },
    cases: { many: 'Case studies', one: 'Case study' },
    materials: { many: 'Materials', one: 'Material' },
    'material-texts': { many: 'PDF material texts', one: 'PDF material text' },
    services: { many: 'Services', one: 'Service' },
    pages: { many: 'Pages', one: 'Page' },
  },
}
type EditedFolder = keyof (typeof folderLabels)['en']

const collectionWords = {
  pl: {
    fileKey: 'Nazwa pliku',
    fileKeyHint:
      'Wspólna dla obu wersji językowych: po niej edytor łączy stronę z jej tłumaczeniem. Pusta: taka jak adres (slug).',
    body: 'Treść',
    materialText:
      'Tekst materiału PDF. Po zmianie programista uruchamia `npm run materials` i zatwierdza pliki PDF, które powstaną.',
    site: 'Dane firmy',
    siteFile: 'Marka, dane kontaktowe, menu i fakty (content/site.json)',
  },
  en: {
    fileKey: 'File name',
    fileKeyHint:
      'The same in both languages: it is how the editor pairs a page with its translation. Empty: the same as the address (slug).',
    body: 'Text',
    materialText:
      'The text of a gated PDF. After a change, a developer runs `npm run materials` and commits the PDFs it writes.',
    site: 'Company facts',
    siteFile: 'Brand, contact data, menus and facts (content/site.json)',
  },
} satisfies Record<Lang, Record<string, string>>

export const collectionName = (folder: EditedFolder, lang: Lang) => `${folder}-${lang}`

/** What a collection's documents are checked against, by the collection's name. */
export function checkedOf(collection: string): Checked | undefined {
  if (collection === 'site') return 'site'
  const folder = collection.slice(0, -3)
  return folder in schemaOfFolder ? (folder as Folder) : undefined
}

const SCALAR_WIDGETS = new Set(['string', 'number', 'select', 'boolean', 'datetime', ADDRESS_WIDGET, MARKDOWN_WIDGET])

/** A field checked by the build's schema (Decap's own check of a required field stays, for its mark on the label). */
const checked = (field: DecapField): DecapField =>
  SCALAR_WIDGETS.has(field.widget) ? { ...field, widget: CHECKED_WIDGET, inner: field.widget } : field

const fileKey = (folder: EditedFolder, lang: Lang, ui: Lang): DecapField => ({
  name: FILE_KEY,
  label: collectionWords[ui].fileKey,
  hint: collectionWords[ui].fileKeyHint,
  widget: FILE_KEY_WIDGET,
  required: false,
  folder: `content/${lang}/${folder}`,
  pair: collectionName(folder, otherLang(lang)),
  pairLang: otherLang(lang),
})

const body = (ui: Lang): DecapField => ({
  name: BODY,
  label: collectionWords[ui].body,
  hint: editorWords[ui].markdownHint,
  widget: MARKDOWN_WIDGET,
  required: false,
})

/** One folder of content/<lang>/ as a collection, in the editor's language `ui`. */
function collectionOf(folder: EditedFolder, lang: Lang, ui: Lang) {
  const common = {
    name: collectionName(folder, lang),
    label: `${folderLabels[ui][folder].many} (${lang.toUpperCase()})`,
    label_singular: folderLabels[ui][folder].one,
    folder: `content/${lang}/${folder}`,
    extension: 'md',
    create: true,
    slug: `{{fields.${FILE_KEY}}}`,
  }
  if (folder === 'material-texts')
    return {
      ...common,
      // A material's text comes with its page and its PDFs, which a developer makes: none is started here.
      create: false,
      format: TEXT_FORMAT,
      identifier_field: FILE_KEY,
      summary: '{{filename}}',
      description: collectionWords[ui].materialText,
      fields: [fileKey(folder, lang, ui), body(ui)],
    }
  const fields = fieldsOf(jsonSchemaOf(schemaOfFolder[folder]), ui).map(checked)
  return {
    ...common,
    format: contentFormat(folder),
    identifier_field: 'title',
    summary: '{{title}}',
    fields: [fileKey(folder, lang, ui), ...fields, body(ui)],
  }
}

const siteCollection = (ui: Lang) => ({
  name: 'site',
  label: collectionWords[ui].site,
  files: [
    {
      name: 'site',
      label: collectionWords[ui].siteFile,
      file: 'content/site.json',
      format: 'json',
      fields: fieldsOf(jsonSchemaOf(siteSchema), ui),
    },
  ],
})

/** Every collection of the editor, in its language `ui`: the folders in both languages, then the site's facts. */
export function editorCollections(ui: Lang) {
  const folders = Object.keys(folderLabels.en) as EditedFolder[]
  return [...folders.flatMap((folder) => langs.map((lang) => collectionOf(folder, lang, ui))), siteCollection(ui)]
}

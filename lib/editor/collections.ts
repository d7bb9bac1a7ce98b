import { schemaOfFolder, type Folder } from '@/lib/content/schemas'
import { siteSchema } from '@/lib/content/site'
import { langs, otherLang, type Lang } from '@/lib/i18n/langs'
import { fieldsOf, jsonSchemaOf, MARKDOWN_WIDGET, type DecapField } from './decap-fields'

export { MARKDOWN_WIDGET } from './decap-fields'
import type { Checked } from './field-check'
import { BODY, FILE_KEY } from './front-matter-file'

// What the editor edits: each folder of content/{pl,en}/ as one collection per language, with the build's fields,
// and content/site.json. The file's name is the key both languages share, so a page's pair is one click away.

/** Each folder's Markdown format: its writer knows which of its fields may be written empty. */
export const contentFormat = (folder: Folder) => `content-md-${folder}`
export const TEXT_FORMAT = 'markdown-text'
/** The widget that checks a value with the build's schema (field-check.ts) around the field's own widget. */
export const CHECKED_WIDGET = 'checked'
export const FILE_KEY_WIDGET = 'file-key'

const folderLabels: Record<Folder | 'material-texts', string> = {
  posts: 'Articles',
  jobs: 'Job offers',
  cases: 'Case studies',
  materials: 'Materials',
  'material-texts': 'Material texts',
  services: 'Services',
  pages: 'Pages',
}
type EditedFolder = keyof typeof folderLabels

export const collectionName = (folder: EditedFolder, lang: Lang) => `${folder}-${lang}`

/** What a collection's documents are checked against, by the collection's name. */
export function checkedOf(collection: string): Checked | undefined {
  if (collection === 'site') return 'site'
  const folder = collection.slice(0, -3)
  return folder in schemaOfFolder ? (folder as Folder) : undefined
}

const SCALAR_WIDGETS = new Set(['string', 'number', 'select', 'boolean', MARKDOWN_WIDGET])

/** A field checked by the build's schema (Decap's own check of a required field stays, for its mark on the label). */
const checked = (field: DecapField): DecapField =>
  SCALAR_WIDGETS.has(field.widget) ? { ...field, widget: CHECKED_WIDGET, inner: field.widget } : field

const fileKey = (folder: EditedFolder, lang: Lang): DecapField => ({
  name: FILE_KEY,
  label: 'File name (the same in both languages)',
  widget: FILE_KEY_WIDGET,
  required: false,
  folder: `content/${lang}/${folder}`,
  pair: collectionName(folder, otherLang(lang)),
  pairLang: otherLang(lang),
})

const body: DecapField = { name: BODY, label: 'Text (Markdown)', widget: MARKDOWN_WIDGET, required: false }

function collectionOf(folder: EditedFolder, lang: Lang) {
  const common = {
    name: collectionName(folder, lang),
    label: `${folderLabels[folder]} (${lang.toUpperCase()})`,
    label_singular: folderLabels[folder],
    folder: `content/${lang}/${folder}`,
    extension: 'md',
    create: true,
    slug: `{{fields.${FILE_KEY}}}`,
  }
  if (folder === 'material-texts')
    return {
      ...common,
      format: TEXT_FORMAT,
      identifier_field: FILE_KEY,
      summary: '{{filename}}',
      description:
        'The text of a gated PDF. After a change, a developer runs `npm run materials` and commits the PDFs it writes.',
      fields: [fileKey(folder, lang), body],
    }
  const fields = fieldsOf(jsonSchemaOf(schemaOfFolder[folder])).map(checked)
  return {
    ...common,
    format: contentFormat(folder),
    identifier_field: 'title',
    summary: '{{title}}',
    fields: [fileKey(folder, lang), ...fields, body],
  }
}

const siteCollection = {
  name: 'site',
  label: 'Company facts',
  files: [
    {
      name: 'site',
      label: 'Brand, contact data, navigation and facts (content/site.json)',
      file: 'content/site.json',
      format: 'json',
      fields: fieldsOf(jsonSchemaOf(siteSchema)),
    },
  ],
}

/** Every collection of the editor: the folders in both languages, then the site's facts. */
export function editorCollections() {
  const folders = Object.keys(folderLabels) as EditedFolder[]
  return [...folders.flatMap((folder) => langs.map((lang) => collectionOf(folder, lang))), siteCollection]
}

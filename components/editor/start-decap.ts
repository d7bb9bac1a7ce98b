import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'
import {
  checkedOf,
  CHECKED_WIDGET,
  contentFormat,
  ADDRESS_WIDGET,
  FILE_KEY_WIDGET,
  MARKDOWN_WIDGET,
  TEXT_FORMAT,
} from '@/lib/browser/editor/collections'
import { editorConfig, NO_MEDIA, type EditorBackend } from '@/lib/browser/editor/editor-config'
import { checkDocument } from '@/lib/shared/editor/field-check'
import { addressFromTitle } from '@/lib/browser/editor/address-from-title'
import { decapPhrases, withOwnPhrases } from '@/lib/browser/editor/decap-phrases'
import { BODY, FILE_KEY, frontMatterOf, readContentFile, writeContentFile } from '@/lib/shared/editor/front-matter-file'
import { AddressControl } from './address-control'
import { checkedControl } from './checked-control'
import { registerCheckedBackend } from './checked-backend'
import type { DecapCms, ImmutableMap } from './decap-types'
import { chooseEditorLang, editorLang, setEditorLang } from './editor-lang'
import { FileKeyControl } from './file-key-control'
import { MarkdownTextControl } from './markdown-text-control'
import { PreviewFrame } from './preview-frame'
import { Refusal } from './refusal'

/** A new document's file name, left empty: its address, or failing that its title's (the key both languages share). */
function fillFileKey({ entry }: { entry: ImmutableMap }): ImmutableMap | undefined {
  const data = entry.get('data') as ImmutableMap & { set(key: string, value: unknown): ImmutableMap }
  if (!entry.get('newRecord') || data.get(FILE_KEY)) return undefined
  const address = data.get('slug')
  const key = typeof address === 'string' && address ? address : addressFromTitle(String(data.get('title') ?? ''))
  return data.set(FILE_KEY, key)
}

/** The build's refusal of a whole document, before Decap writes it: what no single field's check can see. */
function refuseWhatTheBuildRefuses({ entry }: { entry: ImmutableMap }): undefined {
  const checked = checkedOf(String(entry.get('collection')))
  if (!checked) return undefined
  const problems = checkDocument(checked, frontMatterOf((entry.get('data') as ImmutableMap).toJS()), editorLang())
  if (problems.length) throw new Refusal(problems.join('; '))
  return undefined
}

// What Decap logs as an error and is none: the refusal its toast shows; in development, prop-types' react-is 16
// calling React 19's elements invalid, and the search page's list of entries lacking a function only a single
// collection's list calls. Wrapped around Next's own console.error (in place by now), which reports every call to
// its development overlay. (A refused save's unhandled rejection: quiet-refused-saves.ts.)
const FALSE_PROP_TYPE_WARNINGS = [
  /^Warning: Failed prop type: .* expected a ReactNode\.$/,
  /^Warning: Failed prop type: The prop `getUnpublishedEntries` is marked as required in `EntryListing`, but its value is `undefined`\.$/,
]

function withoutFalseErrorReports() {
  const development = process.env.NODE_ENV !== 'production'
  const report = console.error
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && args[0] instanceof Refusal) return
    const text = args[0]
    if (development && typeof text === 'string' && FALSE_PROP_TYPE_WARNINGS.some((warning) => warning.test(text)))
      return
    report(...args)
  }
}

/** Loads Decap CMS (only on the editor's page), teaches it the site's files and rules, and starts it. */
export async function startDecap(backend: EditorBackend): Promise<void> {
  const { default: CMS } = (await import('decap-cms-app')) as unknown as { default: DecapCms }
  const lang = chooseEditorLang(window.location.search, navigator.languages)
  setEditorLang(lang)
  document.documentElement.lang = lang
  withoutFalseErrorReports()
  for (const folder of Object.keys(schemaOfFolder) as Folder[])
    CMS.registerCustomFormat(contentFormat(folder), 'md', {
      fromFile: readContentFile,
      toFile: (data) => writeContentFile(folder, data),
    })
  CMS.registerCustomFormat(TEXT_FORMAT, 'md', {
    fromFile: (text) => ({ [BODY]: text }),
    toFile: (data) => `${String(data[BODY] ?? '').trim()}\n`,
  })
  CMS.registerWidget(CHECKED_WIDGET, checkedControl(CMS))
  CMS.registerWidget(FILE_KEY_WIDGET, FileKeyControl)
  CMS.registerWidget(ADDRESS_WIDGET, AddressControl)
  CMS.registerWidget(MARKDOWN_WIDGET, MarkdownTextControl)
  CMS.registerEventListener({ name: 'preSave', handler: fillFileKey })
  CMS.registerEventListener({ name: 'preSave', handler: refuseWhatTheBuildRefuses })
  CMS.registerLocale(lang, withOwnPhrases(CMS.getLocale(lang), decapPhrases[lang]))
  registerCheckedBackend(CMS, backend.name, lang)
  CMS.registerMediaLibrary({ name: NO_MEDIA, init: () => ({ enableStandalone: () => false }) })
  const config = editorConfig(backend, lang)
  for (const collection of config.collections)
    if (checkedOf(collection.name) && 'folder' in collection) CMS.registerPreviewTemplate(collection.name, PreviewFrame)
  CMS.init({ config: JSON.parse(JSON.stringify(config)) })
}

import 'server-only'
import { allDocs, type Doc } from '@/lib/server/domain/content'
import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'
import { langRoot, type Lang } from '@/lib/shared/i18n/langs'
import { checkDocument } from '../../../shared/editor/field-check'
import { BODY, frontMatterOf, withoutEmptyValues } from '../../../shared/editor/front-matter-file'

// The document the editor is writing, as the site would place it: its data read by the build's schema, its address
// from its collection's listing page, so that the preview renders it with the site's own page (PageView).

export interface Draft {
  folder: string
  key: string
  data: Record<string, unknown>
}

/** The draft as a page of `lang`, or the build's problems with it in the editor's language `ui`. */
export function draftDoc({ folder, key, data }: Draft, lang: Lang, ui: Lang): { doc: Doc } | { problems: string[] } {
  if (!(folder in schemaOfFolder)) return { problems: [] }
  const checked = folder as Folder
  const frontMatter = withoutEmptyValues(checked, frontMatterOf(data))
  const parsed = schemaOfFolder[checked].safeParse(frontMatter)
  if (!parsed.success) return { problems: checkDocument(checked, frontMatter, ui) }
  const slug = parsed.data.slug
  const base =
    checked === 'pages'
      ? langRoot(lang)
      : allDocs().find((d) => d.folder === 'pages' && d.lang === lang && d.data.lists === checked)?.path
  const body = typeof data[BODY] === 'string' ? data[BODY].trim() : ''
  const doc = {
    folder: checked,
    lang,
    key: key || slug,
    file: `content/${lang}/${folder}/${key || slug}.md`,
    path: `${base ?? langRoot(lang)}${slug ? `${slug}/` : ''}`,
    data: parsed.data,
    body,
  } as Doc
  return { doc }
}

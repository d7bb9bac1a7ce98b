import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentTexts, parseContentFile } from '@/lib/server/domain/content/load'
import { schemaOfFolder, type Folder } from '@/lib/shared/content/schemas'
import { parseEnv } from '@/lib/server/config'
import { addressFromTitle } from '@/lib/browser/editor/address-from-title'
import { editorCollections } from '@/lib/browser/editor/collections'
import { jsonSchemaOf, type DecapField } from '@/lib/browser/editor/decap-fields'
import { checkField } from '@/lib/shared/editor/field-check'
import { frontMatterOf, readContentFile, writeContentFile } from '@/lib/shared/editor/front-matter-file'
import { BackendError, runBackendAction } from '@/lib/server/features/editor/local-backend'
import { quietFile } from '@/lib/browser/editor/quiet-file'
import { problemsOfSave } from '@/lib/shared/editor/save-check'

// The editor's rules are the build's: its fields follow the schemas of lib/server/domain/content, its messages are the
// build's for the same value, and what it writes the build reads back as it was.

const folders = Object.keys(schemaOfFolder) as Folder[]
const fieldsOfCollection = (name: string, ui: 'pl' | 'en' = 'en') =>
  (editorCollections(ui).find((c) => c.name === name) as { fields: DecapField[] }).fields

describe('the editor’s fields follow the build’s schemas', () => {
  it.each(folders.flatMap((folder) => ['pl', 'en'].map((lang) => [folder, lang] as const)))(
    '%s (%s)',
    (folder, lang) => {
      const schema = jsonSchemaOf(schemaOfFolder[folder]) as {
        properties: Record<string, { enum?: string[]; minItems?: number; maxItems?: number }>
        required: string[]
      }
      const fields = fieldsOfCollection(`${folder}-${lang}`)
      const byName = new Map(fields.map((f) => [f.name, f]))
      expect(fields.map((f) => f.name)).toEqual(['key', ...Object.keys(schema.properties), 'body'])
      for (const [name, property] of Object.entries(schema.properties)) {
        const field = byName.get(name)!
        expect(field.required, name).toBe(schema.required.includes(name))
        if (property.enum)
          expect(
            (field.options as { value: string }[]).map((o) => o.value),
            name,
          ).toEqual(property.enum)
        if (property.minItems !== undefined) expect(field.min, name).toBe(property.minItems)
        if (property.maxItems !== undefined) expect(field.max, name).toBe(property.maxItems)
      }
    },
  )
})

const repository = contentTexts().map(({ file, text }) => ({ path: file, text }))
/** The build's problems once `text` is written at `file`, in `lang`. */
const problemsOfFile = (file: string, text: string, lang: 'pl' | 'en' = 'en') =>
  problemsOfSave(repository, { writes: [{ path: file, text }], deletes: [] }, lang)

describe('the editor speaks plainly, in both languages', () => {
  /** Every field of a list of fields, nested ones (a list's item, an object's fields) included. */
  const allFields = (fields: DecapField[]): DecapField[] =>
    fields.flatMap((f) => [
      f,
      ...allFields((f.fields as DecapField[] | undefined) ?? []),
      ...allFields(f.field ? [f.field as DecapField] : []),
    ])
  const collections = (ui: 'pl' | 'en') =>
    editorCollections(ui).flatMap((c) =>
      'files' in c ? c.files.flatMap((f) => allFields(f.fields)) : allFields(c.fields as DecapField[]),
    )

  it.each(['pl', 'en'] as const)('%s: every field has words of its own, and required ones say so', (ui) => {
    for (const field of collections(ui)) {
      expect(field.label, field.name).not.toMatch(new RegExp(`^${field.name}( |$)`))
      if (field.required) expect(field.label, field.name).toMatch(ui === 'pl' ? /\(wymagane\)$/ : /\(required\)$/)
      if ((field.inner ?? field.widget) === 'select')
        for (const option of field.options as { value: string; label: string }[])
          expect(option.label, `${field.name}: ${option.value}`).not.toBe(option.value)
      if (field.widget === 'list') expect(field.summary, field.name).toMatch(/^\{\{fields\.\w+\}\}$/)
    }
  })

  it('the words differ between the languages, and dates get the date picker', () => {
    const titles = (ui: 'pl' | 'en') => fieldsOfCollection('posts-pl', ui).map((f) => f.label)
    expect(titles('pl')).not.toEqual(titles('en'))
    const date = fieldsOfCollection('posts-pl').find((f) => f.name === 'date')!
    expect(date).toMatchObject({ inner: 'datetime', date_format: 'YYYY-MM-DD', time_format: false })
  })

  it.each([
    ['Bezpieczeństwo SAP w praktyce: łatki, źródła i żółć', 'bezpieczenstwo-sap-w-praktyce-latki-zrodla-i-zolc'],
    ['  SAP S/4HANA & NIS2 — 2026  ', 'sap-s-4hana-nis2-2026'],
    ['Łódź', 'lodz'],
  ])('the address suggested by %j is %j, which the build takes', (title, address) => {
    expect(addressFromTitle(title)).toBe(address)
    expect(checkField('posts', 'slug', address)).toBeUndefined()
  })
})

const post = (fields: Record<string, string>) =>
  ['---', ...Object.entries(fields).map(([k, v]) => `${k}: "${v}"`), '---', '', 'Text.'].join('\n')
const validPost = {
  title: 'A post',
  description: 'A description long enough for the build, which asks for fifty characters.',
  slug: 'a-post',
  date: '2026-11-30',
  author: 'Someone',
}

describe('the editor refuses a value with the build’s own message', () => {
  it.each([
    ['slug', 'Not A Slug'],
    ['date', '2026-13-01'],
    ['date', '2026-02-30'],
    ['description', 'Too short'],
    ['description', 'x'.repeat(201)],
    ['title', ''],
    ['updated', '30.11.2026'],
  ])('%s: %j', (name, value) => {
    const file = 'content/en/posts/a-post.md'
    const message = checkField('posts', name, value)
    expect(message).toBeDefined()
    const written = writeContentFile('posts', { ...validPost, [name]: value, body: 'Text.' })
    const parsed = parseContentFile(file, 'posts', written)
    expect('problems' in parsed && parsed.problems).toContain(`${file}: ${name}: ${message}`)
    expect(problemsOfFile(file, written)).toContain(`${file}: ${name}: ${message}`)
  })

  it('takes what the build takes', () => {
    expect(problemsOfFile('content/en/posts/a-post.md', post(validPost))).toEqual([])
    for (const name of Object.keys(validPost))
      expect(checkField('posts', name, validPost[name as 'slug'])).toBeUndefined()
  })

  it('refuses a file name that is no slug, and a file outside content/', async () => {
    expect(problemsOfFile('content/en/posts/Bad Name.md', post(validPost))).toEqual([
      'content/en/posts/Bad Name.md: file name: use lowercase letters, digits and hyphens',
    ])
    await expect(runBackendAction('getEntry', { path: 'content/../package.json' })).rejects.toBeInstanceOf(BackendError)
    await expect(runBackendAction('deleteFile', { path: 'private/materials.json' })).rejects.toBeInstanceOf(
      BackendError,
    )
  })
})

describe('the editor refuses a save after which the site would not build', () => {
  const file = 'content/pl/posts/a-post.md'
  const linking = (target: string) => post(validPost).replace('Text.', `See [the page](${target}).`)

  it('a link to a page that does not exist, in the build’s words and in Polish', () => {
    expect(problemsOfFile(file, linking('/nie-ma-takiej/'))).toEqual([
      `${file}: links to /nie-ma-takiej/, which is not a page of the site`,
    ])
    expect(problemsOfFile(file, linking('/nie-ma-takiej/'), 'pl')).toEqual([
      `${file}: odsyła do /nie-ma-takiej/, a takiej strony w serwisie nie ma`,
    ])
    expect(problemsOfFile(file, linking('/kontakt/'))).toEqual([])
  })

  it('a second page at an address already taken', () => {
    const taken = repository.find((f) => f.path === 'content/pl/posts/sod-grc.md')!
    const slugOf = /^slug: *"?([^"\n]+)"?$/m.exec(taken.text)![1]
    const [problem] = problemsOfFile(file, post({ ...validPost, slug: slugOf! }))
    expect(problem).toMatch(
      new RegExp(`^${file}: its address /blog/${slugOf}/ is already used by content/pl/posts/sod-grc.md`),
    )
  })

  it('a page deleted while others link to it, or a page moved away from its links', () => {
    const linked = 'content/pl/pages/contact.md'
    const deleted = problemsOfSave(repository, { writes: [], deletes: [linked] }, 'en')
    expect(deleted.length).toBeGreaterThan(0)
    expect(deleted.every((line) => line.includes('links to /kontakt/, which is not a page of the site'))).toBe(true)
  })

  it('what was wrong before and is not touched is not the save’s fault', () => {
    const broken = { path: 'content/en/posts/broken.md', text: linking('/en/nowhere/') }
    const before = [...repository, broken]
    expect(problemsOfSave(before, { writes: [{ path: file, text: post(validPost) }], deletes: [] }, 'en')).toEqual([])
  })
})

const files = ['pl', 'en'].flatMap((lang) =>
  folders.flatMap((folder) =>
    readdirSync(`content/${lang}/${folder}`).map((name) => [`content/${lang}/${folder}/${name}`, folder] as const),
  ),
)

describe('what the editor writes, the build reads back as it was', () => {
  it.each(files)('%s', (file, folder) => {
    const original = parseContentFile(file, folder, readFileSync(file, 'utf8'))
    const entry = readContentFile(readFileSync(file, 'utf8'))
    const again = parseContentFile(file, folder, writeContentFile(folder, entry))
    expect(again).toEqual(original)
    expect(frontMatterOf(entry)).not.toHaveProperty('body')
  })
})

/** The lines of `after` that differ from `before`'s, with the line counts (a one-line diff: one each). */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split('\n'), after.split('\n')]
  return { lengths: [a.length, b.length], changed: b.filter((line, i) => line !== a[i]) }
}

describe('a save changes only what the editor changed', () => {
  /** The file as the editor saves it once `change` is made to what it read from it. */
  const save = (text: string, folder: Folder, change: (entry: Record<string, unknown>) => Record<string, unknown>) =>
    quietFile(text, writeContentFile(folder, change(readContentFile(text))))

  it.each(files)('%s: saved untouched, byte for byte; one field edited, one line', (file, folder) => {
    const text = readFileSync(file, 'utf8')
    expect(save(text, folder, (entry) => entry)).toBe(text)
    const edited = save(text, folder, (entry) => ({ ...entry, title: `${String(entry.title)} (edited)` }))
    const { lengths, changed } = changedLines(text, edited)
    expect(lengths[1]).toBe(lengths[0])
    expect(changed).toHaveLength(1)
    const quoted = /^title: "/m.test(text)
    expect(changed[0]).toMatch(quoted ? /^title: ".* \(edited\)"$/ : /^title: [^"].* \(edited\)$/)
  })

  const post = readFileSync('content/pl/posts/sap-patch-day.md', 'utf8')

  it('a tag changed in a list: its line, quoted as the others', () => {
    const edited = save(post, 'posts', (entry) => ({ ...entry, tags: ['SAP Security Notes', 'Łatki', 'SAP Basis'] }))
    expect(changedLines(post, edited).changed).toEqual(['tags: ["SAP Security Notes", "Łatki", "SAP Basis"]'])
    const longer = save(post, 'posts', (entry) => ({ ...entry, tags: [...(entry.tags as string[]), 'Łatki'] }))
    expect(changedLines(post, longer).changed).toEqual([
      'tags: ["SAP Security Notes", "Zarządzanie podatnościami", "SAP Basis", "NIS2", "Łatki"]',
    ])
  })

  it('a field added: one line more, after the others; the text changed: the front matter kept', () => {
    const added = save(post, 'posts', (entry) => ({ ...entry, updated: '2026-06-01' }))
    expect(added).toBe(post.replace('\n---\n', '\nupdated: 2026-06-01\n---\n'))
    const body = save(post, 'posts', (entry) => ({ ...entry, body: `${String(entry.body)}\n\nOne more line.` }))
    expect(body.startsWith(post.slice(0, post.indexOf('\n---\n') + 5))).toBe(true)
    expect(body.trimEnd().endsWith('One more line.')).toBe(true)
  })
})

describe('where the editor exists', () => {
  const github = {
    EDITOR_GITHUB_REPO: 'bastion/website',
    EDITOR_GITHUB_CLIENT_ID: 'Iv1.abc',
    EDITOR_GITHUB_CLIENT_SECRET: 'secret',
  }
  it.each([
    ['development: the working tree', { NODE_ENV: 'development' }, 'local'],
    ['production without GitHub: nowhere', { NODE_ENV: 'production' }, 'off'],
    [
      'production with part of GitHub’s settings: nowhere',
      { NODE_ENV: 'production', EDITOR_GITHUB_REPO: 'a/b' },
      'off',
    ],
    ['production with GitHub: GitHub', { NODE_ENV: 'production', ...github }, 'github'],
  ])('%s', (_what, env, kind) => {
    expect(parseEnv(env).editor.kind).toBe(kind)
  })
})

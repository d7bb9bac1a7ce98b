import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { splitFrontMatter } from '@/lib/content/front-matter'
import { freePort } from '../support/ports'
import { NEXT_READY, pipedOutput, untilPrinted } from '../support/process-output'
import { stopProcess } from '../support/stack'
import { testEnv } from '../support/test-env'

// The content editor as an editor uses it: `npm run dev`, then /editor/. What it saves lands in content/ of this
// working tree, so every file a test writes is removed, and every file it edits put back, at the end.

test.describe.configure({ mode: 'serial' })

const POST_KEY = 'editor-e2e-article'
const created = [`content/pl/posts/${POST_KEY}.md`, `content/pl/posts/${POST_KEY}-refused.md`]
const BROKEN_FILE = `content/pl/posts/${POST_KEY}-broken.md`
const JOB = 'sap-basis-engineer'
const POST = 'sap-patch-day'
const edited = [`content/pl/jobs/${JOB}.md`, `content/en/jobs/${JOB}.md`, `content/pl/posts/${POST}.md`]
const originals = new Map(edited.map((file) => [file, readFileSync(file, 'utf8')]))

let dev: ChildProcess
let origin: string
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-editor-'))

test.beforeAll(async ({ browser }) => {
  test.setTimeout(1_200_000)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  dev = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'dev', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: { ...process.env, NODE_ENV: 'development', SITE_URL: '', NEXT_DIST_DIR: testEnv.distDir, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  await untilPrinted(dev, pipedOutput(dev), NEXT_READY, 180_000)
  // The dev server compiles the editor (Decap is a large bundle) and its preview on their first visit, which takes
  // minutes on a busy machine: once here, under a ceiling of its own, rather than inside a test's.
  const page = await browser.newPage()
  await page.goto(`${origin}/editor/`, { timeout: 900_000 })
  await expect(page.getByRole('button', { name: /^(Login|Zaloguj się)$/ })).toBeVisible({ timeout: 900_000 })
  await page.goto(`${origin}/editor/preview/pl/`, { timeout: 600_000 })
  await page.close()
})

test.afterAll(async () => {
  if (dev) await stopProcess(dev)
  for (const file of [...created, BROKEN_FILE]) rmSync(file, { force: true })
  for (const [file, text] of originals) writeFileSync(file, text)
  rmSync(dataDir, { recursive: true, force: true })
})

async function openEditor(page: Page, hash: string) {
  await page.goto(`${origin}/editor/#/collections/${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
}

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' })

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
}

async function writeArticle(page: Page, key: string, { slug, date }: { slug: string; date: string }) {
  await openEditor(page, 'posts-pl/new')
  await field(page, /^File name/).fill(key)
  await field(page, 'Title').fill('Artykuł napisany w edytorze')
  await field(page, 'Description').fill(
    'Artykuł zapisany przez edytor treści, sprawdzony tymi samymi regułami co build.',
  )
  await field(page, 'Slug').fill(slug)
  await field(page, 'Date').fill(date)
  await field(page, 'Author').fill('Redakcja')
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

const frontMatter = (file: string) => splitFrontMatter(readFileSync(file, 'utf8')).data as Record<string, unknown>

test('an article written in the editor is a file of content/, a page, a Markdown variant and an RSS item', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await writeArticle(page, POST_KEY, { slug: 'artykul-z-edytora', date: '2026-11-30' })
  // The preview frames the site's own page around the draft.
  const preview = page.frameLocator('iframe').first().frameLocator('iframe[title="Preview"]')
  await expect(preview.getByRole('heading', { level: 1, name: 'Artykuł napisany w edytorze' })).toBeVisible()
  await publish(page)

  const file = `content/pl/posts/${POST_KEY}.md`
  await expect.poll(() => existsSync(file) && frontMatter(file).slug, { timeout: 30_000 }).toBe('artykul-z-edytora')
  expect(frontMatter(file)).toMatchObject({ title: 'Artykuł napisany w edytorze', date: '2026-11-30' })

  await page.goto(`${origin}/blog/artykul-z-edytora/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Artykuł napisany w edytorze' })).toBeVisible()
  const markdown = await (await fetch(`${origin}/blog/artykul-z-edytora/index.md`)).text()
  expect(markdown).toContain('Artykuł napisany w edytorze')
  const rss = await (await fetch(`${origin}/rss.xml`)).text()
  expect(rss).toContain(`/blog/artykul-z-edytora/</link>`)
})

test('a value the build refuses is refused in the editor, with the build’s message, and nothing is written', async ({
  page,
}) => {
  await writeArticle(page, `${POST_KEY}-refused`, { slug: 'Zły Slug', date: '2026-02-30' })
  await publish(page)
  await expect(page.getByText('use lowercase letters, digits and hyphens')).toBeVisible()
  await expect(page.getByText('is not a real calendar date')).toBeVisible()
  expect(existsSync(`content/pl/posts/${POST_KEY}-refused.md`)).toBe(false)
})

test('a job offer edited in Polish, then in English one click away', async ({ page }) => {
  test.setTimeout(240_000)
  await openEditor(page, `jobs-pl/entries/${JOB}`)
  await field(page, 'Location').fill('Kraków lub zdalnie')
  await publish(page)
  await expect.poll(() => frontMatter(edited[0]!).location, { timeout: 30_000 }).toBe('Kraków lub zdalnie')
  // A quiet commit: the one field edited is the one line changed; the rest of the file as it was.
  expect(git('diff', '--numstat', '--', edited[0]!)).toBe(`1\t1\t${edited[0]}`)
  expect(git('diff', '-U0', '--', edited[0]!)).toMatch(/^-location: .*\n\+location: Kraków lub zdalnie$/m)

  await page.getByRole('link', { name: 'Open the EN version' }).click()
  await expect(field(page, 'Location')).toHaveValue('Warsaw (hybrid) or remote in Poland')
  await field(page, 'Location').fill('Kraków or remote')
  await publish(page)
  await expect.poll(() => frontMatter(edited[1]!).location, { timeout: 30_000 }).toBe('Kraków or remote')

  await page.goto(`${origin}/en/careers/${String(frontMatter(edited[1]!).slug)}/`)
  await expect(page.getByText('Kraków or remote').first()).toBeVisible()
})

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' })

  test('a save after which the site would not build is refused with the build’s message; nothing is written', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const file = `content/pl/posts/${POST}.md`
    const before = readFileSync(file, 'utf8')
    await page.goto(`${origin}/editor/#/collections/posts-pl/entries/${POST}`)
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    const text = page.getByRole('textbox', { name: /^Text/ })
    await expect(text).toHaveValue(/SAP publikuje poprawki/)
    await text.fill(`${await text.inputValue()}\n\nZobacz [tę stronę](/nie-ma-takiej-strony/).`)
    await page.getByRole('button', { name: 'Opublikuj' }).click()
    await page.getByText('Opublikuj teraz').click()
    // The build's message, in the editor's language, and nothing written.
    await expect(page.getByText('Nie zapisano: po tej zmianie strona by się nie zbudowała.')).toBeVisible()
    await expect(
      page.getByText(`${file}: odsyła do /nie-ma-takiej-strony/, a takiej strony w serwisie nie ma`),
    ).toBeVisible()
    expect(readFileSync(file, 'utf8')).toBe(before)
    for (const address of ['/', '/blog/', '/rss.xml', `/en/`])
      expect((await fetch(`${origin}${address}`)).status, address).toBe(200)
  })

  test('a file broken by hand shows its error on its own page; every other page still answers', async ({ page }) => {
    test.setTimeout(240_000)
    writeFileSync(
      BROKEN_FILE,
      [
        '---',
        'title: Zepsuty artykuł',
        'description: Artykuł z linkiem do strony, której nie ma, zapisany ręcznie, z pominięciem edytora.',
        'slug: zepsuty-artykul',
        'date: 2026-11-30',
        'author: Redakcja',
        '---',
        '',
        'Zobacz [tę stronę](/nie-ma-takiej-strony/).',
        '',
      ].join('\n'),
    )
    await expect
      .poll(async () => (await fetch(`${origin}/blog/zepsuty-artykul/`)).status, { timeout: 60_000 })
      .toBe(500)
    await page.goto(`${origin}/blog/zepsuty-artykul/`)
    await expect(
      page.getByText(`${BROKEN_FILE}: links to /nie-ma-takiej-strony/, which is not a page of the site`).first(),
    ).toBeVisible()
    for (const address of ['/', '/blog/', '/rss.xml', '/en/', `/blog/sap-patch-day-w-praktyce/`])
      expect((await fetch(`${origin}${address}`)).status, address).toBe(200)
    rmSync(BROKEN_FILE)
    await expect
      .poll(async () => (await fetch(`${origin}/blog/zepsuty-artykul/`)).status, { timeout: 60_000 })
      .toBe(404)
  })
})

import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { splitFrontMatter } from '@/lib/shared/content/front-matter'
import { decapPhrases, withOwnPhrases } from '@/lib/browser/editor/decap-phrases'
import { decapLocale, phraseList } from '../support/decap-locale'
import { freePort } from '../support/ports'
import { NEXT_READY, pipedOutput, untilPrinted } from '../support/process-output'
import { stopProcess } from '../support/stack'
import { testEnv } from '../support/test-env'

// The content editor as an editor uses it: `npm run dev`, then /editor/, in Polish (the browser asks for Polish)
// and once in English. What it saves lands in content/ of this working tree, so every file a test writes is removed,
// and every file it edits put back, at the end.

test.describe.configure({ mode: 'serial' })
test.use({ locale: 'pl-PL' })

const TITLE = 'Łatki SAP w edytorze: próba'
const ADDRESS = 'latki-sap-w-edytorze-proba'
const ARTICLE = `content/pl/posts/${ADDRESS}.md`
// A save runs the build's whole-site check first: on a busy 2-core machine it once took over 30 s.
const SAVED_WITHIN = 90_000
const REFUSED = 'content/pl/posts/editor-e2e-refused.md'
const BROKEN_FILE = 'content/pl/posts/editor-e2e-broken.md'
const JOB = 'sap-basis-engineer'
const POST = 'sap-patch-day'
const edited = [`content/pl/jobs/${JOB}.md`, `content/en/jobs/${JOB}.md`, `content/pl/posts/${POST}.md`]
const originals = new Map(edited.map((file) => [file, readFileSync(file, 'utf8')]))

let dev: ChildProcess
let origin: string
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-editor-'))

// Also before the tests: a run killed before its afterAll leaves what it wrote, and a file already there would pass
// this run's checks of a save before anything is saved.
const removeWritten = () => {
  for (const file of [ARTICLE, REFUSED, BROKEN_FILE]) rmSync(file, { force: true })
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(1_200_000)
  removeWritten()
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  dev = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'dev', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SITE_URL: '',
        NEXT_DIST_DIR: testEnv.distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
      },
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
  removeWritten()
  for (const [file, text] of originals) writeFileSync(file, text)
  rmSync(dataDir, { recursive: true, force: true })
})

async function openEditor(page: Page, hash: string) {
  await page.goto(`${origin}/editor/#/collections/${hash}`)
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
}

/** A field by its label, as the editor shows it ("Tytuł (wymagane)"). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Opublikuj' }).click()
  await page.getByText('Opublikuj teraz').click()
}

/** The page the preview frames: the draft as the site renders it. */
const preview = (page: Page) => page.frameLocator('iframe').first().frameLocator('iframe[title="Preview"]')

const frontMatter = (file: string) => splitFrontMatter(readFileSync(file, 'utf8')).data as Record<string, unknown>
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/** The Next.js dev indicator's count of issues (console errors among them), none when it shows no issue. */
async function devIssues(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const text = document.querySelector('nextjs-portal')?.shadowRoot?.textContent ?? ''
    return /(\d+) Issues?/.exec(text)?.[0]
  })
}

/** Once the page has drawn what came before (two frames), Next's dev indicator counts no issue. */
async function expectNoDevIssues(page: Page) {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
  expect(await devIssues(page)).toBeUndefined()
}

async function selectText(area: Locator, text: string) {
  await area.evaluate((el: HTMLTextAreaElement, word) => {
    const start = el.value.indexOf(word)
    el.focus()
    el.setSelectionRange(start, start + word.length)
  }, text)
}

test('an article written in Polish: a date picked, its address from its title, its text formatted, its preview the page', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await openEditor(page, 'posts-pl/new')
  await field(page, 'Tytuł (wymagane)').fill(TITLE)
  // The address follows the title while it is new and untouched.
  await expect(field(page, 'Adres (slug) (wymagane)')).toHaveValue(ADDRESS)
  await field(page, 'Opis (wymagane)').fill(
    'Artykuł zapisany przez edytor treści, sprawdzony tymi samymi regułami co build.',
  )
  // The date is the browser's date picker, written as the build reads it.
  await expect(field(page, 'Data publikacji (wymagane)')).toHaveAttribute('type', 'date')
  await field(page, 'Data publikacji (wymagane)').fill('2026-11-30')
  await field(page, 'Autor (wymagane)').fill('Redakcja')
  await page.getByRole('button', { name: 'Dodaj: tag' }).click()
  await page.getByLabel('Tag', { exact: true }).fill('Edytor')

  // The toolbar writes the Markdown; the page picker links to a page that exists.
  const text = field(page, 'Treść (opcjonalne)')
  await text.fill('Zmiany w systemach trzeba planować.')
  await selectText(text, 'planować')
  await page.getByRole('button', { name: 'Pogrubienie' }).click()
  await expect(text).toHaveValue('Zmiany w systemach trzeba **planować**.')
  await text.press('End')
  await text.pressSequentially(' Napisz do nas: ')
  const picker = page.getByLabel('Link do strony serwisu…')
  await picker.selectOption('/kontakt/')
  await expect(text).toHaveValue(/\*\*planować\*\*\. Napisz do nas: \[[^\]]+\]\(\/kontakt\/\)$/)
  // However long the pages' titles, the picker stays within the field.
  const [pickerBox, textBox] = [await picker.boundingBox(), await text.boundingBox()]
  expect(pickerBox!.x + pickerBox!.width).toBeLessThanOrEqual(textBox!.x + textBox!.width + 1)

  // The preview is the whole page as the site renders it: breadcrumb, the date and author line, the tags.
  await expect(preview(page).getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  await expect(preview(page).getByRole('navigation', { name: 'Jesteś tutaj' })).toContainText('Blog')
  await expect(preview(page).getByText('Opublikowano: 30 listopada 2026 · Autor: Redakcja')).toBeVisible()
  await expect(preview(page).locator('.tags')).toHaveText('Edytor')
  await expect(preview(page).locator('.prose strong')).toHaveText('planować')

  await publish(page)
  // The file's name left empty is the address.
  await expect.poll(() => existsSync(ARTICLE) && frontMatter(ARTICLE).slug, { timeout: SAVED_WITHIN }).toBe(ADDRESS)
  expect(frontMatter(ARTICLE)).toMatchObject({ title: TITLE, date: '2026-11-30', tags: ['Edytor'] })
  expect(await devIssues(page)).toBeUndefined()

  await page.goto(`${origin}/blog/${ADDRESS}/`)
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  // A Polish-only article: the switch leads to the English site and says so.
  const toEnglish = page.locator('a.lang-switch')
  await expect(toEnglish).toHaveAttribute('href', '/en/')
  await expect(toEnglish).toHaveAttribute('title', 'Serwis po angielsku (tej strony nie ma po angielsku)')
  const markdown = await (await fetch(`${origin}/blog/${ADDRESS}/index.md`)).text()
  expect(markdown).toContain('Tagi: Edytor')
  const rss = await (await fetch(`${origin}/rss.xml`)).text()
  expect(rss).toContain(`/blog/${ADDRESS}/</link>`)
})

test('values the build refuses are refused in plain Polish, and nothing is written', async ({ page }) => {
  test.setTimeout(240_000)
  await openEditor(page, 'posts-pl/new')
  await field(page, 'Nazwa pliku (opcjonalne)').fill('editor-e2e-refused')
  await field(page, 'Tytuł (wymagane)').fill('Artykuł z błędami')
  await field(page, 'Opis (wymagane)').fill('Za krótki')
  await field(page, 'Adres (slug) (wymagane)').fill('Zły Adres')
  await publish(page)
  await expect(page.getByText('Nie zapisano: popraw pola oznaczone na czerwono.')).toBeVisible()
  await expect(page.getByText('tylko małe litery bez polskich znaków, cyfry i łączniki (-)')).toBeVisible()
  await expect(page.getByText('musi mieć co najmniej 50 znaków')).toBeVisible()
  // A required field left empty is said once, in plain words; no validator's jargon anywhere.
  await expect(page.getByText('To pole jest wymagane.')).toHaveCount(2)
  await expect(page.getByText(/Invalid input|expected string|received undefined/)).toHaveCount(0)
  expect(existsSync(REFUSED)).toBe(false)
  // The refusal is the editor's, said in its toast: not an error of the page for Next's development overlay.
  await expectNoDevIssues(page)
})

test('a job offer: its questions listed by their text, its preview with the facts box, a one-line commit, then English', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const [polish, english] = edited as [string, string]
  await openEditor(page, `jobs-pl/entries/${JOB}`)
  const questions = frontMatter(polish).questions as string[]
  for (const question of questions) await expect(page.getByText(question, { exact: true })).toBeVisible()
  await field(page, 'Lokalizacja (wymagane)').fill('Kraków lub zdalnie')
  const facts = preview(page).getByRole('complementary', { name: 'O stanowisku' })
  await expect(facts).toContainText('Kraków lub zdalnie')
  await publish(page)
  await expect.poll(() => frontMatter(polish).location, { timeout: SAVED_WITHIN }).toBe('Kraków lub zdalnie')
  // A quiet commit: the one field edited is the one line changed; the rest of the file as it was.
  expect(git('diff', '--numstat', '--', polish)).toBe(`1\t1\t${polish}`)
  expect(git('diff', '-U0', '--', polish)).toMatch(/^-location: .*\n\+location: Kraków lub zdalnie$/m)

  await page.getByRole('link', { name: 'Otwórz wersję EN' }).click()
  await expect(field(page, 'Lokalizacja (wymagane)')).toHaveValue('Warsaw (hybrid) or remote in Poland')
  await field(page, 'Lokalizacja (wymagane)').fill('Kraków or remote')
  await publish(page)
  await expect.poll(() => frontMatter(english).location, { timeout: SAVED_WITHIN }).toBe('Kraków or remote')
  expect(git('diff', '--numstat', '--', english)).toBe(`1\t1\t${english}`)

  await page.goto(`${origin}/en/careers/${String(frontMatter(english).slug)}/`)
  await expect(page.getByText('Kraków or remote').first()).toBeVisible()
})

test('nothing anywhere offers to upload a file or an image', async ({ page }) => {
  test.setTimeout(240_000)
  await openEditor(page, 'posts-pl')
  await expect(page.getByRole('link', { name: /Artykuły \(PL\)/ })).toBeVisible()
  for (const hash of [
    'posts-pl/new',
    `jobs-en/entries/${JOB}`,
    'cases-pl/new',
    'pages-pl/entries/home',
    'site/entries/site',
  ]) {
    await page.goto(`${origin}/editor/#/collections/${hash}`)
    // "Opublikuj" on a new document, "Opublikowane" on one saved and unchanged: either way the form is drawn.
    await expect(page.getByRole('button', { name: /^(Opublikuj|Opublikowane)$/ }), hash).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.locator('input[type="file"]'), hash).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Multimedia|Media|Prześlij|Wgraj|Upload|obraz|image/i })).toHaveCount(
      0,
    )
    await expect(page.getByRole('link', { name: /Multimedia|Media/i })).toHaveCount(0)
  }
})

/** Every string the page shows or says to a screen reader: visible text, labels, titles, placeholders. */
const shownStrings = (page: Page) =>
  page.evaluate(() => {
    const strings = new Set<string>()
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode.textContent?.trim()
      if (text && texts.currentNode.parentElement?.checkVisibility()) strings.add(text)
    }
    for (const name of ['aria-label', 'title', 'placeholder'])
      for (const element of document.querySelectorAll(`[${name}]`)) strings.add(element.getAttribute(name)!.trim())
    return [...strings]
  })

test('the Polish editor shows none of Decap’s English phrases, and its collections’ names as written', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const [english, polish] = await Promise.all([decapLocale('en'), decapLocale('pl')])
  const editorPolish = new Map(phraseList(withOwnPhrases(polish, decapPhrases.pl)))
  // Decap's English phrases (each plural form) as patterns of a whole string, but for those the same in Polish (Link).
  const englishPhrases = phraseList(english)
    .filter(([key, phrase]) => editorPolish.get(key) !== phrase)
    .flatMap(([, phrase]) => phrase.split('||||'))
    .map((phrase) => {
      const words = phrase
        .trim()
        .split(/%\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      return new RegExp(`^${words.join('.+')}$`, 's')
    })
  const shown: string[] = []
  const look = async () => shown.push(...(await shownStrings(page)))

  await openEditor(page, 'posts-pl')
  // One pair of brackets in a collection's name; the new-document button in characters every font has.
  await expect(page.getByRole('link', { name: 'Teksty materiałów PDF (PL)', exact: true })).toBeVisible()
  await expect(page.getByLabel('Utwórz pozycję typu Artykuł')).toHaveText('+ Artykuł')
  await look()
  await page.getByRole('button', { name: 'Szybkie dodawanie' }).click()
  await expect(page.getByRole('menuitem', { name: 'Oferta pracy' }).first()).toBeVisible()
  await look()
  await page.keyboard.press('Escape')
  await page.getByLabel('Menu konta').click()
  await expect(page.getByText('Wyloguj się')).toBeVisible()
  await look()
  await page.keyboard.press('Escape')
  for (const hash of ['posts-pl/new', `jobs-pl/entries/${JOB}`, 'site/entries/site']) {
    await page.goto(`${origin}/editor/#/collections/${hash}`)
    await expect(page.getByRole('button', { name: /^(Opublikuj|Opublikowane)$/ }), hash).toBeVisible({
      timeout: 60_000,
    })
    await look()
  }
  // The search page: its heading in Polish, its results drawn, and nothing for Next's overlay to count (Decap's
  // false prop-types report there is dropped).
  await page.goto(`${origin}/editor/#/search/Patch`)
  await expect(page.getByText('Wyniki wyszukiwania „Patch”')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('SAP Patch Day w praktyce').first()).toBeVisible({ timeout: 60_000 })
  await look()
  await expectNoDevIssues(page)
  await page.goto(`${origin}/editor/#/collections/posts-pl/new`)
  await publish(page)
  await expect(page.getByText('Nie zapisano: popraw pola oznaczone na czerwono.')).toBeVisible()
  await look()

  expect(shown.length).toBeGreaterThan(100)
  expect(shown.filter((string) => englishPhrases.some((phrase) => phrase.test(string)))).toEqual([])
})

test.describe('for an editor whose browser asks for English', () => {
  test.use({ locale: 'en-GB' })

  test('the editor speaks English: Decap’s words and the site’s', async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto(`${origin}/editor/#/collections/posts-en/new`)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByLabel('Title (required)', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Date published (required)', { exact: true })).toHaveAttribute('type', 'date')
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible()
  })
})

test('a save after which the site would not build is refused with the build’s message; nothing is written', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const file = `content/pl/posts/${POST}.md`
  const before = readFileSync(file, 'utf8')
  await openEditor(page, `posts-pl/entries/${POST}`)
  const text = field(page, 'Treść (opcjonalne)')
  await expect(text).toHaveValue(/SAP publikuje poprawki/)
  await text.fill(`${await text.inputValue()}\n\nZobacz [tę stronę](/nie-ma-takiej-strony/).`)
  await publish(page)
  // The build's message in the editor's toast, in its language (no English "Error:" before it), and nothing written.
  const toast = page.locator('.Toastify__toast-body')
  await expect(toast).toHaveText(/^\s*Nie zapisano: po tej zmianie strona by się nie zbudowała\./)
  await expect(toast).toContainText(`${file}: odsyła do /nie-ma-takiej-strony/, a takiej strony w serwisie nie ma`)
  expect(readFileSync(file, 'utf8')).toBe(before)
  await expectNoDevIssues(page)
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
  await expect.poll(async () => (await fetch(`${origin}/blog/zepsuty-artykul/`)).status, { timeout: 60_000 }).toBe(500)
  await page.goto(`${origin}/blog/zepsuty-artykul/`)
  await expect(
    page.getByText(`${BROKEN_FILE}: links to /nie-ma-takiej-strony/, which is not a page of the site`).first(),
  ).toBeVisible()
  for (const address of ['/', '/blog/', '/rss.xml', '/en/', `/blog/sap-patch-day-w-praktyce/`])
    expect((await fetch(`${origin}${address}`)).status, address).toBe(200)
  rmSync(BROKEN_FILE)
  await expect.poll(async () => (await fetch(`${origin}/blog/zepsuty-artykul/`)).status, { timeout: 60_000 }).toBe(404)
})

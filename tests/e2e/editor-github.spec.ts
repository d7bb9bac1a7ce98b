import type { Page } from '@playwright/test'
import { relayGitHub, type Commit } from '../support/fake-github'
import {
  EDITOR_USER as USER,
  signInWithGitHub,
  startEditorOnGitHub,
  type EditorOnGitHub,
} from '../support/editor-on-github'
import { expect, test } from './fixtures'

// The content editor in production form: the test build under `next start` with the EDITOR_GITHUB_* settings, the
// site's own GitHub sign-in, and Decap's GitHub backend, against a local fake of GitHub (tests/support/fake-github.ts)
// that holds this repository's content/. The browser's requests to api.github.com (and GitHub's status page) are
// relayed to the fake at the network edge; the site's token exchange reaches it through EDITOR_GITHUB_OAUTH_URL.

test.describe.configure({ mode: 'serial' })
test.use({ locale: 'pl-PL' })

const JOB = 'sap-basis-engineer'
const PL_FILE = `content/pl/jobs/${JOB}.md`
const EN_FILE = `content/en/jobs/${JOB}.md`

let editor: EditorOnGitHub

test.beforeAll(async () => {
  test.setTimeout(240_000)
  editor = await startEditorOnGitHub()
})

test.afterAll(async () => {
  await editor?.stop()
})

/** The editor's page at `address`, signed in with GitHub. */
async function signedIn(page: Page, address: string) {
  await relayGitHub(page.context(), editor.github)
  await page.goto(`${editor.site.url}${address}`)
  await signInWithGitHub(page)
}

/** Lines of `after` not in `before`, and the reverse: what a diff of the two shows. */
function lineDiff(before: string, after: string) {
  const [a, b] = [before.split('\n'), after.split('\n')]
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) }
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Opublikuj' }).click()
  await page.getByText('Opublikuj teraz').click()
}

const location = (page: Page) => page.getByRole('textbox', { name: /^(Location|Lokalizacja)/ })

function expectOneLineCommit(commit: Commit, file: string, line: RegExp) {
  const { github } = editor
  expect(github.changedPaths(commit)).toEqual([file])
  expect(commit.author).toMatchObject({ name: USER.name, email: USER.email })
  const { removed, added } = lineDiff(github.fileAt(file, commit.parents[0])!, github.fileAt(file, commit.sha)!)
  expect(removed).toHaveLength(1)
  expect(added).toHaveLength(1)
  expect(added[0]).toMatch(line)
}

test('an editor signs in with GitHub, edits a job offer in both languages and publishes: one commit each', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const { github } = editor
  await signedIn(page, `/editor/#/collections/jobs-pl/entries/${JOB}`)
  await expect(location(page)).toHaveValue('Warszawa (hybrydowo) lub zdalnie w Polsce')

  await location(page).fill('Kraków lub zdalnie')
  await publish(page)
  await expect.poll(() => github.commitsSinceStart().length, { timeout: 60_000 }).toBe(1)
  const [polish] = github.commitsSinceStart()
  expect(polish!.parents).toEqual([github.initialCommit])
  expectOneLineCommit(polish!, PL_FILE, /^location: Kraków lub zdalnie$/)

  await page.getByRole('link', { name: /Otwórz wersję EN|Open the EN version/ }).click()
  await expect(location(page)).toHaveValue('Warsaw (hybrid) or remote in Poland')
  await location(page).fill('Kraków or remote')
  await publish(page)
  await expect.poll(() => github.commitsSinceStart().length, { timeout: 60_000 }).toBe(2)
  const english = github.commitsSinceStart()[1]!
  expect(english.parents).toEqual([polish!.sha])
  expectOneLineCommit(english, EN_FILE, /^location: Kraków or remote$/)
  // Nothing else in the repository changed.
  const untouched = [...github.commits.get(github.initialCommit)!.tree.keys()].filter(
    (path) => path !== PL_FILE && path !== EN_FILE,
  )
  for (const path of untouched) expect(github.fileAt(path), path).toBe(github.fileAt(path, github.initialCommit))
})

// No console error either (the fixture fails on any): the refusal is said in the toast only.
test('a refused save: a link to a page that does not exist, the build’s message, and nothing committed', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const { github } = editor
  await signedIn(page, `/editor/#/collections/jobs-en/entries/${JOB}`)
  const head = github.head
  const writes = () => github.requests.filter((r) => r.method !== 'GET').length
  const before = writes()
  const text = page.getByRole('textbox', { name: /^(Text|Treść)/ })
  await expect(text).toHaveValue(/\S/)
  await text.fill(`${await text.inputValue()}\n\nSee [this page](/en/no-such-page/).`)
  await publish(page)
  await expect(page.getByText('Nie zapisano: po tej zmianie strona by się nie zbudowała.')).toBeVisible()
  await expect(
    page.getByText(`${EN_FILE}: odsyła do /en/no-such-page/, a takiej strony w serwisie nie ma`),
  ).toBeVisible()
  expect(github.head).toBe(head)
  expect(writes()).toBe(before)
})

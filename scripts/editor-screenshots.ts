// The content editor's day, for docs/editor.md: the test build in production form (EDITOR_GITHUB_*) against the
// local fake of GitHub the editor's tests use (tests/support/fake-github.ts), in Polish, at 1280 px. The PNGs go to
// docs/editor/, where the guide shows them; nothing is committed anywhere but in the fake.
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { signInWithGitHub, startEditorOnGitHub } from '../tests/support/editor-on-github'
import { relayGitHub } from '../tests/support/fake-github'

export const EDITOR_SHOTS = 'docs/editor'
const JOB = 'sap-basis-engineer'
// Decap compiles its configuration and loads the site's content from the fake: slow on a busy machine.
const SLOW = { timeout: 120_000 }

async function shot(page: Page, name: string) {
  // The preview frames the site's page: wait until it has drawn, so the shot shows what an editor sees.
  await page.evaluate(() => document.fonts.ready)
  const file = `${EDITOR_SHOTS}/${name}.png`
  await page.screenshot({ path: file })
  console.log(file)
}

const preview = (page: Page) => page.frameLocator('iframe').first().frameLocator('iframe[title="Preview"]')

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Opublikuj' }).click()
  await page.getByText('Opublikuj teraz').click()
}

/** Signs in with GitHub and takes the editor's day in five pictures. */
export async function editorScreenshots(browser: Browser): Promise<void> {
  mkdirSync(EDITOR_SHOTS, { recursive: true })
  const editor = await startEditorOnGitHub()
  const site = editor.site
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pl-PL',
    reducedMotion: 'reduce',
  })
  try {
    await relayGitHub(context, editor.github)
    const page = await context.newPage()
    await page.goto(`${site.url}/editor/`, SLOW)
    await page.getByRole('button', { name: 'Zaloguj przez GitHub' }).waitFor(SLOW)
    await shot(page, 'sign-in')
    await signInWithGitHub(page, SLOW.timeout)
    await page.getByRole('link', { name: /Artykuły \(PL\)/ }).click()
    await page.getByText('SAP Patch Day w praktyce', { exact: false }).first().waitFor(SLOW)
    await shot(page, 'articles')

    await page.goto(`${site.url}/editor/#/collections/posts-pl/new`)
    await page.getByLabel('Tytuł (wymagane)', { exact: true }).fill('Łatki SAP w listopadzie: co wdrożyć najpierw')
    await page
      .getByLabel('Opis (wymagane)', { exact: true })
      .fill('Które poprawki SAP Security Notes z listopada wdrożyć najpierw i jak to zaplanować w krajobrazie SAP.')
    await page.getByLabel('Data publikacji (wymagane)', { exact: true }).fill('2026-11-30')
    await page.getByLabel('Autor (wymagane)', { exact: true }).fill('Anna Redaktorka, SAP Security Consultant')
    await page.getByRole('button', { name: 'Dodaj: tag' }).click()
    await page.getByLabel('Tag', { exact: true }).fill('SAP Security Notes')
    await page
      .getByLabel('Treść (opcjonalne)', { exact: true })
      .fill('## Najpierw poprawki o najwyższej ocenie\n\nZacznij od systemów dostępnych z internetu.')
    await preview(page).getByRole('heading', { level: 1 }).waitFor(SLOW)
    await shot(page, 'new-article')

    // The job offer in a tab of its own: the article stays unsaved, as an editor may leave it.
    const job = await context.newPage()
    await job.goto(`${site.url}/editor/#/collections/jobs-pl/entries/${JOB}`, SLOW)
    await preview(job).getByRole('complementary').first().waitFor(SLOW)
    await shot(job, 'job-offer')

    const text = job.getByLabel('Treść (opcjonalne)', { exact: true })
    await text.fill(`${await text.inputValue()}\n\nZobacz [tę stronę](/nie-ma-takiej-strony/).`)
    await publish(job)
    await job.getByText('Nie zapisano: po tej zmianie strona by się nie zbudowała.').waitFor(SLOW)
    await shot(job, 'save-refused')
  } finally {
    await context.close()
    await editor.stop()
  }
}

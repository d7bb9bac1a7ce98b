import type { Page } from 'playwright-core'
import {
  FAKE_GITHUB_CLIENT_ID,
  FAKE_GITHUB_CLIENT_SECRET,
  FakeGitHub,
  repositoryContent,
  type FakeUser,
} from './fake-github'
import { freePort } from './ports'
import { startExtraSite, type ExtraSite } from './stack'

// The content editor in production form, as its end-to-end tests and `npm run screenshots` use it: the test build
// under `next start` with the EDITOR_GITHUB_* settings, against a local fake of GitHub holding this repository's
// content/ (fake-github.ts), and an editor signing in through the site's own sign-in window.

export const EDITOR_USER: FakeUser = { login: 'redakcja', name: 'Anna Redaktorka', email: 'anna@example.invalid' }

export interface EditorOnGitHub {
  github: FakeGitHub
  site: ExtraSite
  stop(): Promise<void>
}

/** The fake GitHub, then the site told where it is; a browser context reaches the fake once relayed (`relayGitHub`). */
export async function startEditorOnGitHub(): Promise<EditorOnGitHub> {
  const [owner, repo] = ['bastion', 'website']
  const files = repositoryContent()
  const github = await new FakeGitHub({ owner, repo, branch: 'main', files, user: EDITOR_USER }).start()
  // The sign-in's callback is on the site's own address (SITE_URL), so the site is told the port it listens on.
  const port = await freePort()
  const site = await startExtraSite(
    {
      SITE_URL: `http://127.0.0.1:${port}`,
      EDITOR_GITHUB_REPO: `${owner}/${repo}`,
      EDITOR_GITHUB_CLIENT_ID: FAKE_GITHUB_CLIENT_ID,
      EDITOR_GITHUB_CLIENT_SECRET: FAKE_GITHUB_CLIENT_SECRET,
      EDITOR_GITHUB_OAUTH_URL: github.url,
    },
    {},
    port,
  ).catch(async (error: unknown) => {
    await github.close()
    throw error
  })
  return {
    github,
    site,
    async stop() {
      await site.stop()
      await github.close()
    },
  }
}

/** Signs in at the editor's page with GitHub: the sign-in window goes to the fake (which consents at once), back to
 * the site's callback, and closes. The page's context must relay GitHub's addresses to the fake (`relayGitHub`). */
export async function signInWithGitHub(page: Page, timeout = 120_000): Promise<void> {
  const signIn = page.waitForEvent('popup', { timeout })
  await page.getByRole('button', { name: 'Zaloguj przez GitHub' }).click({ timeout })
  await (await signIn).waitForEvent('close', { timeout })
}

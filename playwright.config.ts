import { defineConfig, devices } from '@playwright/test'
import { testEnv } from './tests/support/test-env.ts'

// E2E_CHROMIUM is set by tests/support/e2e.mjs when Playwright's own browser is not installed.
const executablePath = process.env.E2E_CHROMIUM || undefined

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  reporter: 'list',
  // Ceilings, not waits: a test waits for what the page shows and passes as soon as it is there. They are generous
  // so that a busy machine (CI runs beside other jobs) makes the suite slower, not red.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: testEnv.siteUrl,
    // Smooth scrolling and transitions only cost time in a test and make clicks wait for the page to settle.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      // The machine has no network: these keep Chromium from trying to reach Google at every start.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--no-sandbox',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'editor.spec.ts' },
    // The editor writes into content/, which the other tests read: it runs once they are done.
    { name: 'editor', use: { ...devices['Desktop Chrome'] }, testMatch: 'editor.spec.ts', dependencies: ['chromium'] },
  ],
})

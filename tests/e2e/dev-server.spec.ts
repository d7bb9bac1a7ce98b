import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contactCopy } from '@/components/forms/contact-copy'
import { consentTexts } from '@/lib/shared/i18n/consents'
import { freePort } from '../support/ports'
import { NEXT_READY, pipedOutput, untilPrinted } from '../support/process-output'
import { testEnv } from '../support/test-env'
import { expect, readyForm, test } from './fixtures'

// The newcomer's path, as README says: `npm run dev -- -p <port>`, no host given, then the page opened at an address
// other than localhost. Next serves its dev resources only to origins it was told about (allowedDevOrigins); at any
// loopback address the form must hydrate and send.

test.describe.configure({ mode: 'serial' })
// next dev may answer a chunk it is still compiling with 404 (here the form's lazily loaded request contract, while
// it compiles the route the form is sent to); the form is sent all the same, which is what this test holds.
test.use({
  expectedConsoleErrors: [/status of 404 \(Not Found\) http:\/\/127\.0\.0\.\d+:\d+\/_next\/static\/chunks\//],
})

let dev: ChildProcess
let port: number
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-dev-e2e-'))

test.beforeAll(async () => {
  test.setTimeout(240_000)
  port = await freePort()
  dev = spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SITE_URL: '',
      NEXT_DIST_DIR: testEnv.distDir,
      DATA_DIR: dataDir,
      FORM_MIN_FILL_MS: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await untilPrinted(dev, pipedOutput(dev), NEXT_READY, 180_000)
})

test.afterAll(async () => {
  // npm, the shell and next dev: the whole group.
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve))
    process.kill(-dev.pid, 'SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

for (const host of ['127.0.0.1', '127.0.0.2']) {
  test(`opened at http://${host}:<port>/kontakt/, the form hydrates and sends`, async ({ page }) => {
    test.setTimeout(240_000)
    const t = contactCopy.pl
    await page.goto(`http://${host}:${port}/kontakt/`)
    await expect(readyForm(page)).toHaveCount(1, { timeout: 180_000 })
    await page.getByLabel(t.firstName).fill('Ewa')
    await page.getByLabel(t.lastName).fill('Nowicka')
    await page.getByLabel(t.email).fill(`dev.${host}@example.com`)
    await page.getByLabel(t.company).fill('Ciepłownia Miejska')
    await page.getByLabel(t.area).selectOption('sap')
    await page.getByLabel(consentTexts.contact.pl.slice(0, 40)).check()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status')).toContainText(t.success, { timeout: 120_000 })
  })
}

test('the KSC check reads the sample exports in its Web Worker, whose entry next dev names differently', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto(`http://127.0.0.1:${port}/ocena-gotowosci-ksc/`)
  await expect(readyForm(page)).toHaveCount(1, { timeout: 180_000 })
  await page.getByRole('button', { name: 'Dalej' }).click()
  await expect(page.getByText(/^Krok 2 z/)).toBeVisible()
  await page.getByRole('button', { name: 'Dalej' }).click()
  await page.getByRole('button', { name: 'Spróbuj na przykładowych eksportach' }).click()
  await expect(page.getByText(/odczytano 9 wierszy/)).toBeVisible({ timeout: 120_000 })
})

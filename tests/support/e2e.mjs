// npm run test:e2e: finds a Chromium, then runs Playwright. Playwright's own browser where it is installed
// (a developer laptop), else a system Chromium (Debian's /usr/bin/chromium in CI), else it installs
// Playwright's Chromium.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

function systemChromium() {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // not on PATH
    }
  }
  return undefined
}

const env = { ...process.env }
if (!existsSync(chromium.executablePath())) {
  const system = systemChromium()
  if (system) env.E2E_CHROMIUM = system
  else
    execFileSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], {
      stdio: 'inherit',
    })
}
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)

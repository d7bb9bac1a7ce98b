import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** The Chromium a test or benchmark drives: Playwright's where it is installed, else the system's (Debian's in CI). */
export function chromiumPath(): string {
  const own = chromium.executablePath()
  return existsSync(own) ? own : execFileSync('which', ['chromium']).toString().trim()
}

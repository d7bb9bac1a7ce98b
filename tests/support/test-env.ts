import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Every test runner starts in the project's folder (npm scripts do); this file is loaded both as an ES module
// (Vitest) and as CommonJS (Playwright), so it names no module-relative path.
const root = process.cwd()
const shared = JSON.parse(readFileSync(path.join(root, 'tests/support/test-env.json'), 'utf8')) as {
  distDir: string
  signingSecret: string
}

// The port and address the test build was made for (written by build.mjs). Before any build, a placeholder:
// only the API and end-to-end stages start the site, and they run after the build.
const siteFile = path.join(root, shared.distDir, 'test-site.json')
const site = existsSync(siteFile)
  ? (JSON.parse(readFileSync(siteFile, 'utf8')) as { port: number; siteUrl: string })
  : { port: 4310, siteUrl: 'http://127.0.0.1:4310' }

/** Port, address, build folder and signing key of the test site. */
export const testEnv = { ...shared, ...site }

// npm run test:build: the production build the API and end-to-end tests serve, in its own folder
// (.next-test) with the test SITE_URL baked into its static pages, so a developer's .next is left alone.
// The port is chosen here, free and outside the kernel's ephemeral range (so no other process's `listen(0)`
// takes it before the tests start the site), and recorded beside the build for the later stages: two clones
// can run `npm test` side by side. TEST_PORT pins it.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import testEnv from './test-env.json' with { type: 'json' }

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

async function choosePort() {
  if (process.env.TEST_PORT) return Number(process.env.TEST_PORT)
  for (let i = 0; i < 50; i++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await isFree(port)) return port
  }
  throw new Error('no free port between 20000 and 32000')
}

const port = await choosePort()
const siteUrl = `http://127.0.0.1:${port}`
// `npm run build` itself, so the test build is made the way a deployment's is.
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: siteUrl, NEXT_DIST_DIR: testEnv.distDir, NEXT_TELEMETRY_DISABLED: '1' },
})
if (result.status === 0) writeFileSync(path.join(testEnv.distDir, 'test-site.json'), JSON.stringify({ port, siteUrl }))
process.exit(result.status ?? 1)

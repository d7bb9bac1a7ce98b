// npm run test:build: the production build the API and end-to-end tests serve, in its own folder
// (.next-test) with the test SITE_URL baked into its static pages, so a developer's .next is left alone.
import { spawnSync } from 'node:child_process'
import testEnv from './test-env.json' with { type: 'json' }

const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: testEnv.siteUrl, NEXT_DIST_DIR: testEnv.distDir, NEXT_TELEMETRY_DISABLED: '1' },
})
process.exit(result.status ?? 1)

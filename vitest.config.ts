import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { testEnv } from './tests/support/test-env.ts'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/support/empty.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Ceilings for a busy 2-core machine (a first PDF render, a redis-server start), not waits: a report render
        // measured 31 s and a simulated CRM outage 32 s at load average 20-28 on 2 cores.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          setupFiles: ['tests/api/setup.ts'],
          // Tests mint form markers with the server's key, as the form page would.
          env: { SIGNING_SECRET: testEnv.signingSecret, SITE_URL: testEnv.siteUrl },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'vercel',
          include: ['tests/vercel/**/*.test.ts'],
          globalSetup: ['tests/support/vercel-global-setup.ts'],
          env: { SIGNING_SECRET: testEnv.signingSecret },
          fileParallelism: false,
          // Ceilings for a busy machine: a function's first request loads it, a refused build runs the CLI.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})

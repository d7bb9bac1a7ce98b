import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '..')

// Benchmarks run as plain scripts under Vitest (for TypeScript and the @ alias), one file at a time; they
// print their figures and assert nothing about time. NODE_ENV=production loads the production builds of React
// and the PDF reconciler, as the server does (Vitest would otherwise load the development ones).
export default defineConfig({
  oxc: { jsx: { development: false } },
  resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/support/empty.ts') } },
  test: {
    root,
    include: ['bench/**/*.measure.ts'],
    testTimeout: 600_000,
    fileParallelism: false,
    env: { NODE_ENV: 'production' },
  },
})

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// The module boundaries of docs/architecture.md, enforced.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Layout is Prettier's (npm run format); ESLint keeps to what it means.
  prettier,
  restrict(
    ['components/**'],
    [
      {
        group: ['@/lib/config', '@/lib/config.ts'],
        message: 'Settings hold secrets: read them in lib/ and pass values down.',
      },
      {
        regex: '^@/lib/ksc(?!/public-questionnaire$|/classify-entity$)(/|$)',
        message:
          'Weights and scoring stay on the server; a component may import only lib/ksc/public-questionnaire (texts only) and lib/ksc/classify-entity (the law’s test of scope).',
      },
    ],
  ),
  // CommonJS files (a Vercel function's runner in the tests) load with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  restrict(['lib/**'], [{ group: ['@/app/*'], message: 'lib/ never imports app/.' }]),
  restrict(
    ['lib/contracts/**'],
    [
      {
        regex: '^(@/lib/(?!contracts/|i18n/)|server-only$|node:)',
        message: 'Contracts are shared with forms: no server imports.',
      },
    ],
  ),
  globalIgnores([
    '.next/**',
    '.next-test/**',
    '.next-vercel/**',
    '.vercel/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
])

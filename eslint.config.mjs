import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// The module boundaries of docs/architecture.md, enforced (tests/unit/module-boundaries.test.ts). A later entry's
// options replace an earlier one's for the files both match, so every lib/ entry repeats the rule about app/.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })
const noApp = { group: ['@/app/*'], message: 'lib/ never imports app/.' }

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
  restrict(['lib/**'], [noApp]),
  restrict(
    ['lib/contracts/**'],
    [
      noApp,
      {
        regex: '^(@/lib/(?!contracts/|i18n/)|server-only$|node:)',
        message: 'Contracts are shared with forms: no server imports.',
      },
    ],
  ),
  // Domain and adapters know nothing of the HTTP layer; lib/operations/ translates between them.
  restrict(
    ['lib/{ksc,recruitment,materials,reports,sap-exports,content,i18n}/**', 'lib/{mail,crm}/**', 'lib/redis.ts'],
    [
      noApp,
      {
        regex: '^(next/(server|headers)|@/lib/(pipeline|operations|guards|headers|agents)(/|$))',
        message: 'Domain and adapters are free of HTTP: put what needs the request or the answer in lib/operations/.',
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

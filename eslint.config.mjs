import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// The module boundaries of docs/architecture.md, between the layers that lib/'s folders name, enforced
// (tests/unit/module-boundaries.test.ts). A later entry's options replace an earlier one's for the files both match,
// so every lib/ entry repeats the rules of the entries before it.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })
const noApp = { group: ['@/app/*'], message: 'lib/ never imports app/.' }
const noHttp = {
  regex: '^(next/(server|headers)|@/lib/server/(http|operations)(/|$))',
  message:
    'Domain, adapters and shared code are free of HTTP: what needs the request or the answer goes in lib/server/operations/.',
}
const noServer = {
  regex: '^(@/lib/server/|server-only$|node:)',
  message: 'lib/shared/ and lib/browser/ go to the browser: nothing from lib/server/, server-only or node:.',
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Layout is Prettier's (npm run format); ESLint keeps to what it means.
  prettier,
  restrict(
    ['components/**'],
    [
      {
        group: ['@/lib/server/config', '@/lib/server/config.ts'],
        message: 'Settings hold secrets: read them in lib/ and pass values down.',
      },
      {
        regex: '^@/lib/server/domain/ksc(?!/public-questionnaire$)(/|$)',
        message:
          'Weights and scoring stay on the server; a component may import only lib/server/domain/ksc/public-questionnaire (texts only).',
      },
    ],
  ),
  // CommonJS files (a Vercel function's runner in the tests) load with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  restrict(['lib/**'], [noApp]),
  // Domain and adapters know nothing of the HTTP layer; lib/server/operations/ translates between them.
  restrict(['lib/server/{domain,adapters}/**'], [noApp, noHttp]),
  // What the browser loads imports nothing that only the server may run or know.
  restrict(['lib/{shared,browser}/**'], [noApp, noHttp, noServer]),
  restrict(
    ['lib/shared/contracts/**'],
    [
      noApp,
      noHttp,
      {
        regex: '^(@/lib/(?!shared/(contracts|i18n)/)|server-only$|node:)',
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

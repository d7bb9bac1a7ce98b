import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The boundaries docs/architecture.md says ESLint enforces: each refused import, linted as if written in that file.
const eslint = new ESLint({ cwd: import.meta.dirname + '/../..' })

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('module boundaries', () => {
  it.each([
    ['lib/server/log.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/server/domain/content/load.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/shared/contracts/contact.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/shared/contracts/contact.ts', "import x from '@/lib/server/config'", 'no server imports'],
    ['lib/shared/contracts/contact.ts', "import x from 'node:fs'", 'no server imports'],
    ['components/forms/contact-form.tsx', "import x from '@/lib/server/config'", 'Settings hold secrets'],
    [
      'components/ksc/ksc-check.tsx',
      "import x from '@/lib/server/domain/ksc/score'",
      'Weights and scoring stay on the server',
    ],
    ['lib/server/domain/ksc/score.ts', "import x from '@/lib/server/http/pipeline/endpoint'", 'free of HTTP'],
    ['lib/server/domain/recruitment/detect-cv-type.ts', "import x from 'next/server'", 'free of HTTP'],
    ['lib/server/adapters/crm/hubspot.ts', "import x from '@/lib/server/operations/contact'", 'free of HTTP'],
    ['lib/server/adapters/mail/transport.ts', "import x from '@/lib/server/http/agents/negotiate'", 'free of HTTP'],
    ['lib/shared/content/site.ts', "import x from 'next/headers'", 'free of HTTP'],
    ['lib/shared/content/site.ts', "import x from '@/lib/server/config'", 'go to the browser'],
    ['lib/shared/editor/save-check.ts', "import x from 'node:fs'", 'go to the browser'],
    ['lib/browser/sap-exports/read-export.ts', "import x from '@/lib/server/domain/ksc/score'", 'go to the browser'],
    ['lib/browser/draft.ts', "import 'server-only'", 'go to the browser'],
  ])('%s: %s is refused', async (file, source, why) => {
    expect((await refusals(file, source)).join('\n')).toContain(why)
  })

  it.each([
    ['components/ksc/ksc-check.tsx', "import x from '@/lib/server/domain/ksc/public-questionnaire'"],
    ['lib/server/operations/contact.tsx', "import x from '@/lib/server/http/pipeline/endpoint'"],
    ['lib/shared/contracts/contact.ts', "import x from '@/lib/shared/i18n/langs'"],
    ['lib/shared/editor/save-check.ts', "import x from '@/lib/shared/content/read-content'"],
    ['lib/server/domain/ksc/score.ts', "import x from '@/lib/shared/ksc/classify-entity'"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await refusals(file, source)).toEqual([])
  })
})

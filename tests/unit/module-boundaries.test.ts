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
    ['lib/log.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/content/load.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/contracts/contact.ts', "import x from '@/app/layout'", 'lib/ never imports app/'],
    ['lib/contracts/contact.ts', "import x from '@/lib/config'", 'no server imports'],
    ['lib/contracts/contact.ts', "import x from 'node:fs'", 'no server imports'],
    ['components/forms/contact-form.tsx', "import x from '@/lib/config'", 'Settings hold secrets'],
    ['components/ksc/ksc-check.tsx', "import x from '@/lib/ksc/score'", 'Weights and scoring stay on the server'],
    ['lib/ksc/score.ts', "import x from '@/lib/pipeline/endpoint'", 'free of HTTP'],
    ['lib/recruitment/detect-cv-type.ts', "import x from 'next/server'", 'free of HTTP'],
    ['lib/crm/hubspot.ts', "import x from '@/lib/operations/contact'", 'free of HTTP'],
    ['lib/mail/transport.ts', "import x from '@/lib/agents/negotiate'", 'free of HTTP'],
  ])('%s: %s is refused', async (file, source, why) => {
    expect((await refusals(file, source)).join('\n')).toContain(why)
  })

  it.each([
    ['components/ksc/ksc-check.tsx', "import x from '@/lib/ksc/public-questionnaire'"],
    ['lib/operations/contact.tsx', "import x from '@/lib/pipeline/endpoint'"],
    ['lib/contracts/contact.ts', "import x from '@/lib/i18n/langs'"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await refusals(file, source)).toEqual([])
  })
})

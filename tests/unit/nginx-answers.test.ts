import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { errorTable } from '@/lib/shared/contracts/errors'
import { langs } from '@/lib/shared/i18n/langs'
import { NGINX_ANSWER_CODES, nginxProblemValues, nginxQuoted } from '@/lib/server/http/pipeline/nginx-answers'
import { problemBody } from '@/lib/server/http/pipeline/problem-body'

// nginx's own answers come from the error table, as the app's do (tests/api/nginx.test.ts reads them from nginx).

/** What nginx reads back from a single-quoted string. */
const unquoted = (quoted: string) => quoted.slice(1, -1).replace(/\\(['\\])/g, '$1')

describe("nginx's own answers", () => {
  it('problem-values.conf is the one the error table makes (npm run nginx-snippets writes it)', () => {
    expect(readFileSync('deploy/nginx/problem-values.conf', 'utf8')).toBe(nginxProblemValues())
  })

  it.each(NGINX_ANSWER_CODES)('%s: the Error and the message in each language, as nginx reads them', (code) => {
    const values = nginxProblemValues()
    for (const lang of langs) {
      const key = lang === 'pl' ? 'default' : lang
      const value = (variable: string) => {
        const block = values.split('\n}\n').find((b) => b.includes(`map $bastion_lang $${variable} {`))!
        const line = block.split('\n').find((l) => l.trimStart().startsWith(`${key} `))!
        return line.trim().slice(key.length).trim().replace(/;$/, '')
      }
      expect(JSON.parse(unquoted(value(`bastion_problem_${code}`)))).toEqual(problemBody(new ApiError(code), lang))
      expect(unquoted(value(`bastion_message_${code}`))).toBe(errorTable[code][lang])
    }
  })

  it('escapes what nginx would read otherwise, and refuses a "$"', () => {
    expect(unquoted(nginxQuoted(`it's a \\ "quote"`))).toBe(`it's a \\ "quote"`)
    expect(() => nginxQuoted('costs $5')).toThrow('variable')
  })
})

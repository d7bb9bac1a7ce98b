import { gzipSync } from 'node:zlib'
import { it } from 'vitest'
import { questionnaire } from '@/lib/ksc/questionnaire'
import { scoreAnswers } from '@/lib/ksc/score'

// The score answer's size as the page receives it (the JSON body of scoreKscCheck), for a typical full profile: a
// key entity on HANA with BTP and internet-facing services, every question answered, a mix of answers from worst
// to best (the same rotation as report-render.measure.ts) so that every plan has items.

const q = questionnaire()
const profile = {
  'scope-sector': 0,
  'scope-size': 2,
  'scope-special': 1,
  'scope-dora': 1,
  'land-db': 0,
  'land-java': 1,
  'land-btp': 0,
  'land-rise': 1,
  'land-grc': 1,
  'land-internet': 0,
  ...Object.fromEntries(q.questions.map((x, i) => [x.id, i % x.options.length])),
}

it('measures the score answer', () => {
  const rows = (['pl', 'en'] as const).map((lang) => {
    const body = Buffer.from(JSON.stringify({ ok: true, result: scoreAnswers(profile, lang) }))
    return `| ${lang} | ${body.byteLength} B | ${gzipSync(body).byteLength} B |`
  })
  console.log(['| lang | JSON | gzip |', '|---|---|---|', ...rows].join('\n'))
})

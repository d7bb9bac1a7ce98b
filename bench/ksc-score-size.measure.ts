import { gzipSync } from 'node:zlib'
import { it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { scoreAnswers } from '@/lib/server/domain/ksc/score'
import { hanaWithBtp, keyEntity, rotatingAnswers } from '../tests/support/ksc-profiles'

// The score answer's size as the page receives it (the JSON body of scoreKscCheck), for a typical full profile: a
// key entity on HANA with BTP and internet-facing services, every question answered, a mix of answers from worst
// to best (the same rotation as report-render.measure.ts) so that every plan has items.

const q = questionnaire()
const profile = { ...keyEntity, ...hanaWithBtp, ...rotatingAnswers(q) }

it('measures the score answer', () => {
  const rows = (['pl', 'en'] as const).map((lang) => {
    const body = Buffer.from(JSON.stringify({ ok: true, result: scoreAnswers(profile, lang) }))
    return `| ${lang} | ${body.byteLength} B | ${gzipSync(body).byteLength} B |`
  })
  console.log(['| lang | JSON | gzip |', '|---|---|---|', ...rows].join('\n'))
})

import { describe, expect, it } from 'vitest'
import { questionnaire } from '@/lib/ksc/questionnaire'
import { scoreAnswers } from '@/lib/ksc/score'
import { renderKscReport } from '@/lib/reports/ksc-report'
import { pdfPageCount, pdfText } from '../support/pdf-text'

const q = questionnaire()
// Every question answered with its second option: a mid-range, realistic result.
const answers = Object.fromEntries(q.questions.map((x) => [x.id, 1]))

describe('the KSC report PDF', () => {
  it.each(['pl', 'en'] as const)('in %s: score, level, areas and answers, read back by pdftotext', async (lang) => {
    const result = scoreAnswers(answers, lang)
    const pdf = await renderKscReport({ lang, result, questionnaire: q, answers, date: new Date('2026-11-22T10:00:00Z') })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.byteLength).toBeLessThan(300 * 1024)
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(3)
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    expect(text).toContain(`${result.score} / 100`)
    expect(text).toContain(result.levelName)
    for (const area of result.areas) expect(text).toContain(area.name.slice(0, 20))
    expect(text).toContain(q.questions[0]!.options[1]!.label[lang].slice(0, 25))
    if (lang === 'pl') {
      expect(text).toContain('Raport gotowości na KSC i NIS2')
      expect(text).toMatch(/[ąćęłńóśźż]/)
      expect(text).toContain('22 listopada 2026')
    }
  })
})

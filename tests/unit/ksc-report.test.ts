import { describe, expect, it } from 'vitest'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { scoreAnswers } from '@/lib/server/domain/ksc/score'
import { renderKscReport } from '@/lib/server/domain/reports/ksc-report'
import {
  financialInsurer,
  hanaWithBtp,
  importantChemicals,
  importantProvider,
  keyEntity,
  keyWaterCompany,
  runsSapForOthers,
  smallProvider,
} from '../support/ksc-profiles'
import { formatDate } from '@/lib/shared/i18n/messages'
import { plnRange, spendOf } from '@/lib/shared/i18n/money'
import { footerOffset, pdfPageCount, pdfPages, pdfText } from '../support/pdf-text'

const q = questionnaire()
const at = (id: string, points: number) =>
  q.questions.find((x) => x.id === id)!.options.findIndex((o) => o.points === points && !o.dontKnow && !o.na)
// A realistic profile: a key entity on HANA with BTP, mostly defined practice, but SAP_ALL on dialog users, no
// patch cycle and no MFA; two answers not known.
const answers = {
  ...keyEntity,
  ...hanaWithBtp,
  ...Object.fromEntries(q.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 3)])),
  'acc-sap-all-production': 0,
  'dev-security-notes': at('dev-security-notes', 0),
  'mfa-privileged-sap': 0,
  'eff-sap-pentest': at('eff-sap-pentest', 1),
  'inc-read-access-logging': q.questions.find((x) => x.id === 'inc-read-access-logging')!.options.length - 1,
}
const date = new Date('2026-11-22T10:00:00Z')
// Lines a page carries besides its header and footer: fewer than ten is a near-empty page.
const lines = (page: string) => page.split('\n').filter((l) => l.trim()).length - 2

describe('the KSC report PDF', () => {
  it.each(['pl', 'en'] as const)(
    'in %s: a one-page executive summary, then the map, readiness, plans, evidence, method and answers; "n / N" on every page',
    async (lang) => {
      const result = scoreAnswers(answers, lang)
      const pdf = await renderKscReport({ lang, result, questionnaire: q, answers, date })
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdf.byteLength).toBeLessThan(300 * 1024)
      const raw = pdfPages(pdf)
      const pages = raw.map((p) => p.replace(/\s+/g, ' '))
      raw.forEach((page) => expect(lines(page)).toBeGreaterThanOrEqual(10))
      const n = pdfPageCount(pdf)
      expect(n).toBeGreaterThanOrEqual(3)
      pages.forEach((page, i) => {
        // Stamped as "n / N"; pdftotext reads the narrow Helvetica spaces as none.
        expect(page).toMatch(new RegExp(`${i + 1} ?/ ?${n}\\s*$`))
        expect(page).toContain(lang === 'pl' ? 'POUFNE' : 'CONFIDENTIAL')
        expect(Math.abs(footerOffset(pdf, i + 1)), `page ${i + 1}: the number on the footer's line`).toBeLessThan(1)
      })
      const summary = pages[0]!
      const text = pages.join(' ')
      expect(summary).toContain(`${result.score} / 100`)
      expect(summary).toContain(result.levelName)
      expect(summary).toContain(result.entity.name)
      expect(summary).toContain(lang === 'pl' ? 'Trzy decyzje dla zarządu' : 'Three decisions for the board')
      expect(summary).toContain(q.questions.find((x) => x.id === 'acc-sap-all-production')!.key!.name[lang])
      // The law first on page one: every must-do with its owner and date; the duties and their articles follow.
      expect(summary).toContain(lang === 'pl' ? 'Obowiązki ustawowe' : 'Legal must-dos')
      for (const m of result.mustDo) expect(summary).toContain(m.text.slice(0, 40))
      for (const m of result.mustDo.filter((x) => x.state !== 'done'))
        expect(summary).toContain(formatDate(lang, m.due))
      expect(summary.indexOf(lang === 'pl' ? 'Obowiązki ustawowe' : 'Legal must-dos')).toBeLessThan(
        summary.indexOf(lang === 'pl' ? 'Trzy decyzje' : 'Three decisions'),
      )
      for (const duty of result.entity.duties) expect(pages[1]).toContain(duty.basis)
      for (const area of result.areas) expect(text).toContain(area.name.slice(0, 20))
      expect(text).toContain(result.actions[0]!.do.slice(0, 30))
      expect(text).toContain(q.questions.find((x) => x.id === result.actions[0]!.id)!.action.proof[lang].slice(0, 30))
      expect(text).toContain(
        q.questions[0]!.options[answers[q.questions[0]!.id as keyof typeof answers]]!.label[lang].slice(0, 25),
      )
      if (lang === 'pl') {
        expect(summary).toContain('Podmiot kluczowy')
        expect(summary).toContain('Wynik ograniczony')
        expect(text).toContain('art. 23 ust. 4 NIS2')
        expect(text).toContain('Plan na 90 dni')
        expect(text).toContain('Wczesne ostrzeżenie – 24 h od powzięcia wiedzy')
        expect(text).toContain('Plan ustaleń na 30 dni')
        expect(summary).toContain('Najsłabsze obszary')
        expect(summary).toMatch(
          /Zatwierdzić plan na 90 dni \(\d+ działa\S+, ok\. \d+ osobodni; koszt zewnętrzny nieustalony/,
        )
        expect(summary).toMatch(/zostało \d+ tygodni/)
        expect(text).toContain('Zestaw ćwiczeniowy do art. 23 NIS2:')
        expect(text).not.toMatch(/Nakład: [SML]\b/)
        expect(text).toContain('Wagi obszarów')
        expect(text).toMatch(/[ąćęłńóśźż]/)
        expect(text).toContain('22 listopada 2026')
      } else {
        expect(summary).toContain('Key entity')
        expect(summary).toContain('Weakest areas')
        expect(text).toContain('12-month plan')
        expect(text).toContain('NIS2 Art. 23 drill kit:')
        expect(text).toContain('Early warning – within 24 hours of becoming aware')
      }
    },
  )

  it('starts the 90-day plan with the failed key measures', async () => {
    const result = scoreAnswers(answers, 'en')
    const text = pdfText(await renderKscReport({ lang: 'en', result, questionnaire: q, answers, date })).replace(
      /\s+/g,
      ' ',
    )
    const plan = text.slice(text.indexOf('90-day plan'))
    const first = ['acc-sap-all-production', 'dev-security-notes', 'mfa-privileged-sap'].map((id) =>
      plan.indexOf(result.actions.find((a) => a.id === id)!.do.slice(0, 30)),
    )
    const pentest = plan.indexOf(result.actions.find((a) => a.id === 'eff-sap-pentest')!.do.slice(0, 30))
    expect(Math.max(...first)).toBeLessThan(pentest)
    expect(first.every((i) => i > 0)).toBe(true)
  })
})

// Words of English prose that Polish never uses; product names that hold one are taken out first.
const ENGLISH = /\b(the|and|with|of|for|from|is|are|your|this|which)\b/i
const PRODUCT_NAMES = /RISE with SAP/g

describe('the Polish report in Polish', () => {
  it.each([
    ['a mixed profile', answers],
    ['every worst answer', Object.fromEntries(q.questions.map((x) => [x.id, 0]))],
    ['"don\'t know" everywhere', Object.fromEntries(q.questions.map((x) => [x.id, x.options.length - 1]))],
  ])('%s: no line of English', async (_case, profile) => {
    const pdf = await renderKscReport({
      lang: 'pl',
      result: scoreAnswers(profile, 'pl'),
      questionnaire: q,
      answers: profile,
      date,
    })
    const english = pdfText(pdf)
      .replace(PRODUCT_NAMES, '')
      .split('\n')
      .filter((line) => ENGLISH.test(line))
    expect(english).toEqual([])
  })

  it('the check can fail: an English proof line is caught', () => {
    expect(ENGLISH.test('Board minutes; indicators from System Recommendations')).toBe(true)
  })
})

describe('the report follows the scope', () => {
  const outside = { ...answers, 'scope-sector': 2 }
  const dora = { ...answers, 'scope-dora': 0 }
  it('outside the act: the supplier duty and no reporting duty, CSIRT, drill kit or board duty', async () => {
    const result = scoreAnswers(outside, 'en')
    const whole = pdfText(
      await renderKscReport({ lang: 'en', result, questionnaire: q, answers: outside, date }),
    ).replace(/\s+/g, ' ')
    // The advice, before the appendix that repeats the questions as asked.
    const text = whole.slice(0, whole.indexOf('Appendix: your answers'))
    expect(text).toContain('Probably outside the act')
    expect(text).toContain('Customers that are key or important entities may require')
    expect(text).not.toMatch(
      /CSIRT|drill kit|register of key and important entities|24 h|Art\. 2[03]\b|management body/,
    )
  })

  it('a DORA entity: DORA duties and articles, no CSIRT templates', async () => {
    const result = scoreAnswers(dora, 'pl')
    const text = pdfText(await renderKscReport({ lang: 'pl', result, questionnaire: q, answers: dora, date })).replace(
      /\s+/g,
      ' ',
    )
    expect(text).toContain('Podmiot finansowy (DORA)')
    expect(text).toContain('art. 17–19 DORA')
    expect(text).toMatch(/Podstawa: art\. \d+ DORA/)
    expect(text).not.toContain('Zestaw ćwiczeniowy do art. 23')
    expect(text).not.toMatch(/art\. 23 ust\. 4 NIS2; ustawa/)
    expect(text).toContain('Ustalić kwartalny przegląd postępu planu przez zarząd (art. 5 DORA)')
  })
})

describe('unknowns in the report', () => {
  const unsure = {
    ...keyEntity,
    'land-db': 3,
    'land-java': 2,
    'land-btp': 2,
    'land-rise': 2,
    'land-grc': 2,
    'land-internet': 2,
    ...Object.fromEntries(q.questions.map((x) => [x.id, x.options.length - 1])),
  }
  it.each([
    [
      'pl',
      /Wyniku i poziomu nie ustalamy: 100%.* Prognozy na 2 kwietnia 2027 \(koniec okresu dostosowania, według doniesień\) nie ustalamy: przy \d+ odpowiedziach do ustalenia/,
      /\b0 \/ 100|Początkowy|: niespełniony|\b0 osobodni|nieprzygotowane|zamkniecie przed|otwartych pozostanie/,
      'Plan ustaleń na 30 dni',
    ],
    [
      'en',
      /No score or level is established: 100%.* No forecast for 2 April 2027 \(the end of the adaptation period, as reported\) is established: with \d+ answers to establish/,
      /\b0 \/ 100|Initial|: not met|\b0 person-days|not ready|close before|will still be open/,
      '30-day discovery plan',
    ],
  ] as const)(
    '"don\'t know" everywhere, in %s: no score, level, deadline forecast, "0" or "not met"; every key measure not established; a discovery plan with owners and effort',
    async (lang, notEstablished, asFact, discovery) => {
      const result = scoreAnswers(unsure, lang)
      expect(result).toMatchObject({ score: null, level: null, unknownShare: 100, failedKeyMeasures: [] })
      const text = pdfText(await renderKscReport({ lang, result, questionnaire: q, answers: unsure, date })).replace(
        /\s+/g,
        ' ',
      )
      const summary = text.slice(0, text.indexOf(lang === 'pl' ? 'Mapa środków' : 'Map of the measures'))
      expect(summary).toMatch(notEstablished)
      expect(text.slice(0, text.indexOf(lang === 'pl' ? 'Metoda' : 'Method'))).not.toMatch(asFact)
      for (const key of result.unknownKeyMeasures)
        expect(summary).toContain(`${key.text}: ${lang === 'pl' ? 'nieustalony' : 'not established'}`)
      expect(text).toContain(discovery)
      for (const owner of result.discovery) expect(text).toContain(`${owner.owner}: `)
      const days = result.discovery.reduce((n, o) => n + o.days, 0)
      expect(days).toBe(result.toFindOut.length * q.plan.discoveryDays)
      // The landscape answered "don't know" names no product as if it were run.
      expect(text).not.toMatch(/Środowisko SAP według odpowiedzi|SAP landscape as answered/)
    },
  )

  it('the check can fail: a known landscape is listed', async () => {
    const answers = { ...unsure, 'land-db': 0 }
    const text = pdfText(
      await renderKscReport({ lang: 'pl', result: scoreAnswers(answers, 'pl'), questionnaire: q, answers, date }),
    ).replace(/\s+/g, ' ')
    expect(text).toContain('Środowisko SAP według odpowiedzi: SAP HANA.')
  })
})

describe('the report of an important entity', () => {
  const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  const chemicals = { ...importantChemicals, ...worst }
  it.each([
    [
      'pl',
      'Podmiot ważny',
      'Obowiązki ustawowe',
      'Wniosek o wpis do wykazu podmiotów kluczowych i ważnych złożony (według odpowiedzi). (wykonane)',
      /Złożyć teraz/,
      /Kary do 7 mln EUR lub 1,4% .*w trybie kontroli następczej \(według doniesień\)\. Według doniesień nowelizacja przewiduje dwuletni okres przejściowy bez administracyjnych kar pieniężnych, ale tylko dla części nowych obowiązków – których, potwierdźcie w ogłoszonym tekście\. \(art\. 34 ust\. 5 NIS2/,
    ],
    [
      'en',
      'Important entity',
      'Legal must-dos',
      'The application for the register of key and important entities was filed (as answered). (done)',
      /File the application/,
      /Fines up to EUR 7 M or 1\.4% .*for follow-up review \(as reported\)\. The amendment reportedly provides a two-year transitional period without administrative fines, but only for some of the new duties – confirm which against the published text\. \(NIS2 Art\. 34\(5\)/,
    ],
  ] as const)(
    'in %s: the must-dos on page one, the filed register said as done, the fines of an important entity with their article and the reported grace period',
    async (lang, status, mustDo, filed, fileNow, fines) => {
      const result = scoreAnswers(chemicals, lang)
      const pages = pdfPages(await renderKscReport({ lang, result, questionnaire: q, answers: chemicals, date })).map(
        (p) => p.replace(/\s+/g, ' '),
      )
      expect(pages[0]).toContain(status)
      expect(pages[0]).toContain(mustDo)
      expect(pages[0]).toContain(filed)
      expect(pages.join(' ')).not.toMatch(fileNow)
      for (const m of result.mustDo.filter((x) => x.state === 'open')) expect(pages[0]).toContain(m.text.slice(0, 40))
      expect(pages[1]).toMatch(fines)
    },
  )
})

describe('the KSC report PDF, other profiles', () => {
  const everyBest = Object.fromEntries(q.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 4)]))
  const everyWorst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  const unsure = Object.fromEntries(q.questions.map((x) => [x.id, x.options.length - 1]))
  it.each([
    ['every best answer', everyBest],
    ['every worst answer', everyWorst],
    ['"don\'t know" everywhere', unsure],
  ])('%s: numbered pages, none near-empty', async (_case, profile) => {
    const result = scoreAnswers(profile, 'pl')
    const pdf = await renderKscReport({ lang: 'pl', result, questionnaire: q, answers: profile, date })
    const pages = pdfPages(pdf)
    pages.forEach((page, i) => {
      expect(lines(page)).toBeGreaterThanOrEqual(10)
      expect(page).toMatch(new RegExp(`${i + 1} ?/ ?${pages.length}\\s*$`))
    })
  })
})

describe('the report with its text layout memoised', () => {
  const render = (lang: 'pl' | 'en', profile: Record<string, number>) =>
    renderKscReport({ lang, result: scoreAnswers(profile, lang), questionnaire: q, answers: profile, date }).then(
      pdfText,
    )

  it('reads back the same text on a repeat render, with other reports in between', async () => {
    const first = await render('pl', answers)
    await render('en', answers)
    await render('pl', Object.fromEntries(q.questions.map((x) => [x.id, 0])))
    expect(await render('pl', answers)).toBe(first)
  })
})

describe('money and tools in the report', () => {
  const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  it.each([
    [
      'pl',
      /Plan na 90 dni – \d+ działań, ok\. \d+ osobodni; zlecone na zewnątrz [\d\s]+–[\d\s]+ zł netto przy waszej stawce; do zakupu: usługa dostawcy tożsamości \(IdP\) z MFA/,
      /wymaga: usługa dostawcy tożsamości \(IdP\) z MFA \(do zakupu; ceny licencji nie szacujemy\)/,
      'cen licencji narzędzi nie szacujemy',
    ],
    [
      'en',
      /90-day plan – \d+ actions, about \d+ person-days; bought in, PLN [\d,]+–[\d,]+ net at your day rate; to buy: an identity provider with MFA/,
      /needs an identity provider with MFA \(to buy; licence prices not estimated\)/,
      'licence prices of tools are not estimated',
    ],
  ] as const)(
    'in %s: each plan costed at the day rate given, the tools to buy beside the steps, the method saying how',
    async (lang, plan, tool, method) => {
      const answers = { ...keyWaterCompany, ...worst, 'land-day-rate': 1, 'land-tools': 3 }
      const text = pdfText(
        await renderKscReport({ lang, result: scoreAnswers(answers, lang), questionnaire: q, answers, date }),
      ).replace(/\s+/g, ' ')
      expect(text).toMatch(plan)
      expect(text).toMatch(tool)
      expect(text).toContain(method)
    },
  )
})

describe("the board's decisions on page one", () => {
  const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  const now = new Date()
  // pdftotext reads a wrapped line's end as a space, and the non-breaking spaces of Polish figures as spaces.
  const flat = (text: string) => text.replace(/\s+/g, ' ')
  it.each([
    [
      'pl',
      'an insurer under DORA',
      financialInsurer,
      'odpowiada: Organ zarządzający (zarząd), termin:',
      /Zatwierdzić plan na 90 dni .* KNF/,
    ],
    ['en', 'an insurer under DORA', financialInsurer, 'owner: Management body, due:', /Approve the 90-day plan .* KNF/],
    [
      'pl',
      'a provider outside the act',
      smallProvider,
      'odpowiada: Umowy z klientami (dział prawny lub handlowy), termin:',
      /Ustalić, którzy klienci objęci ustawą .* z planem na 90 dni/,
    ],
    [
      'en',
      'a provider outside the act',
      smallProvider,
      'owner: Customer contracts (legal or sales), due:',
      /Establish which customers covered by the act .* with the 90-day plan/,
    ],
  ] as const)(
    'in %s, %s: the DORA or supplier decision with its owner, its date and the money of the plan it carries',
    async (lang, _name, profile, owner, decision) => {
      const answers = { ...profile, ...worst, 'land-day-rate': 1 }
      const result = scoreAnswers(answers, lang, q, now)
      const plan90 = result.effort.find((e) => e.plan === '90d')!
      const pdf = await renderKscReport({ lang, result, questionnaire: q, answers, date })
      const first = flat(pdfPages(pdf)[0]!)
      const due = formatDate(
        lang,
        new Date(now.getTime() + q.plan.decideWithin * 24 * 3600 * 1000).toISOString().slice(0, 10),
      )
      expect(first).toMatch(decision)
      expect(first).toContain(`${owner} ${due}.`)
      expect(first).toContain(flat(plnRange(lang, spendOf(plan90.days, { min: 2000, max: 3500 }))))
      for (const text of result.decisions) expect(first).toContain(flat(text).slice(-60))
    },
  )
})

describe('the adaptation deadline on page one', () => {
  const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  it.each([
    ['pl', (open: number, items: number) => `otwartych pozostanie ${open} z ${items} pozycji`],
    ['en', (open: number, items: number) => `${open} of ${items} items of the legal must-dos`],
  ] as const)('in %s: what a key water company leaves open on that date at its pace', async (lang, openOf) => {
    const answers = { ...keyWaterCompany, ...worst }
    const result = scoreAnswers(answers, lang, q, new Date('2026-11-27T12:00:00Z'))
    const { open, items } = result.atDeadline!
    expect(open).toBeGreaterThan(0)
    const [first] = pdfPages(await renderKscReport({ lang, result, questionnaire: q, answers, date })).map((p) =>
      p.replace(/\s+/g, ' '),
    )
    expect(first).toContain(openOf(open, items))
    expect(first).toContain(lang === 'pl' ? '2 kwietnia 2027' : '2 April 2027')
  })
})

describe('the drill kits', () => {
  const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
  const best = Object.fromEntries(q.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 4)]))
  const advice = async (lang: 'pl' | 'en', answers: Record<string, number>) => {
    const text = pdfText(
      await renderKscReport({ lang, result: scoreAnswers(answers, lang), questionnaire: q, answers, date }),
    ).replace(/\s+/g, ' ')
    return text.slice(0, text.indexOf(lang === 'pl' ? 'Załącznik: udzielone odpowiedzi' : 'Appendix: your answers'))
  }

  it('art. 23 for a key water company: the CSIRT from the answers, T0 at the escalation, the intermediate report on request, notice to recipients, the UODO track, and warnings for the logs it lacks', async () => {
    const text = await advice('pl', { ...keyWaterCompany, ...worst })
    expect(text).toContain('Adresat (propozycja z odpowiedzi): CSIRT NASK')
    expect(text).toContain('Sprawozdanie pośrednie – na wniosek CSIRT (lit. c)')
    expect(text).toContain('Powiadomienie odbiorców usług')
    expect(text).toContain('zawiadomienie Prezesa UODO')
    expect(text).toContain('Security Audit Log nie jest włączony albo jego stan jest nieustalony')
    expect(text).toContain('Read Access Logging nie jest używany')
    // No SOC in the answers: the scenario starts with whoever is on call, and T0 is the escalation.
    expect(text).toContain('w nocy dyżurny administrator lub dostawca usług SAP widzi')
    expect(text).toContain('T0 to ta eskalacja po wstępnej weryfikacji')
    expect(text).not.toMatch(/przy stole|nie od jego wykrycia w logach|Dyżurny CISO/)
  })

  it('the check can fail: with a round-the-clock SOC and the logs in place, the scenario starts there and warns of nothing', async () => {
    const text = await advice('en', { ...keyWaterCompany, ...best })
    expect(text).toContain('at night your SOC sees')
    expect(text).not.toContain('Fields your answers leave unfillable')
  })

  it("a provider outside the act: no CSIRT, but the notice to its customers, who report in their turn, with the processor's notice under GDPR and a scenario of its own", async () => {
    const text = await advice('pl', { ...smallProvider, ...runsSapForOthers, ...worst })
    expect(text).toContain('Zestaw dla dostawcy usług SAP: powiadomienie klientów o incydencie')
    expect(text).toContain('1. Powiadomienie klientów, których systemy dotyka incydent')
    expect(text).toContain('art. 33 ust. 2 RODO')
    expect(text).toContain('logowanie konta administratora do systemów kilku klientów')
    expect(text).toContain('powiadomienie klientów według wzoru 1')
    expect(text).not.toMatch(/CSIRT NASK|Wczesne ostrzeżenie – w ciągu 24 godzin od powzięcia wiedzy \(art/)
    // The check can fail: the same organisation, running SAP for nobody else, gets no kit.
    expect(await advice('pl', { ...smallProvider, 'land-provider': 1, ...worst })).not.toContain('Zestaw')
  })

  it("a provider in scope: art. 23's kit, its notice to the recipients of its services being the notice to its customers", async () => {
    const text = await advice('en', { ...importantProvider, ...runsSapForOthers, ...worst })
    expect(text).toContain('NIS2 Art. 23 drill kit:')
    expect(text).toContain('5. Notice to the customers whose systems the incident touches')
    expect(text).toContain('(NIS2 Art. 23(1))')
    expect(text).not.toContain('Notice to the recipients of your services')
    expect(text).toMatch(
      /log on to several customers' systems.*T0 \+ 4 h: the notice to the customers concerned from template 5/,
    )
  })

  it.each(['pl', 'en'] as const)(
    'DORA for an insurer, in %s: reports to KNF with their own kit, the RTS cited, the pillars not assessed on page one, no KSC register',
    async (lang) => {
      const answers = { ...financialInsurer, ...worst }
      const pdf = await renderKscReport({ lang, result: scoreAnswers(answers, lang), questionnaire: q, answers, date })
      const text = await advice(lang, answers)
      const [first] = pdfPages(pdf).map((p) => p.replace(/\s+/g, ' '))
      expect(first).toContain('TLPT')
      if (lang === 'pl') {
        expect(text).toContain('Zestaw ćwiczeniowy DORA')
        expect(text).toContain('Adresat: Komisja Nadzoru Finansowego')
        expect(text).toContain('Wstępne powiadomienie – w ciągu 4 godzin od klasyfikacji')
        expect(text).toContain('rozp. deleg. 2024/1774')
        expect(text).toContain('Klasyfikowanie poważnego incydentu (art. 18 DORA): nieprzygotowane')
        expect(text).not.toMatch(/rozp\. wyk\. 2024\/2690|Zestaw ćwiczeniowy do art\. 23|wykazu? podmiotów/)
      } else {
        expect(text).toContain('DORA drill kit')
        expect(text).toContain('To: the Polish Financial Supervision Authority (KNF)')
        expect(text).toContain('Del. Reg. 2024/1774')
        expect(text).not.toMatch(/Impl\. Reg\. 2024\/2690|Art\. 23 drill kit|register of key/)
      }
    },
  )
})

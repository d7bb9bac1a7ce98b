import { describe, expect, it } from 'vitest'
import { scoreResponseSchema } from '@/lib/shared/contracts/ksc'
import { binds } from '@/lib/shared/ksc/classify-entity'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { turnstileToken } from '../support/fakes'
import { pdfText } from '../support/pdf-text'
import { afterEarlierWork, eventually, hubspot, markerAged, post, sentEmails, setFakeMode, stack } from './helpers'
import {
  financialInsurer,
  groupProvider,
  importantChemicals,
  keyEntity,
  keyWaterCompany,
  outsideCompany,
  rotatingAnswers,
  runsSapForOthers,
  smallProvider,
} from '../support/ksc-profiles'

const q = questionnaire()
const everyBest = Object.fromEntries(q.questions.map((x) => [x.id, x.options.findIndex((o) => o.points === 4)]))
const someAnswers = Object.fromEntries(q.questions.slice(0, 12).map((x) => [x.id, 1]))

async function score(body: Record<string, unknown>, encoding: 'json' | 'urlencoded' = 'json') {
  const res = await post('/api/ksc-check/score/', body, { encoding })
  return { res, body: await res.json() }
}

describe('scoreKscCheck', () => {
  it('scores answers on the server: a result of the documented shape, no token needed', async () => {
    const { res, body } = await score({ answers: everyBest, lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.headers.get('ratelimit-policy')).toBe('"ip";q=12;w=900')
    const parsed = scoreResponseSchema.parse(body)
    expect(parsed.result).toMatchObject({
      score: 100,
      level: 'managed',
      unanswered: 0,
      weakestAreas: [],
      failedKeyMeasures: [],
    })
    expect(parsed.result.areas).toHaveLength(q.areas.length)
  })

  it('takes the answers as JSON text in the field `answers` of a urlencoded body, with the same result', async () => {
    const json = await score({ answers: someAnswers, lang: 'pl' })
    const form = await score({ answers: JSON.stringify(someAnswers), lang: 'pl' }, 'urlencoded')
    expect(form.res.status).toBe(200)
    expect(form.body).toEqual(json.body)
    // Twelve answers of many: too few established for a score or level, never "0" or "Początkowy".
    expect(json.body.result).toMatchObject({ score: null, level: null, levelName: null })
  })

  it('skips unknown question ids and out-of-range indexes instead of refusing them', async () => {
    const { res, body } = await score({
      answers: { 'no-such-question': 1, [q.questions[0]!.id]: 99, [q.questions[1]!.id]: 0 },
    })
    expect(res.status).toBe(200)
    // No scope answers: a legal check, asked everything but DORA's own area.
    const asked = q.questions.filter((x) =>
      binds(
        q.areas.find((a) => a.id === x.area)!,
        'legal-check',
      ),
    )
    expect(body.result.unanswered).toBe(asked.length - 1)
  })

  it.each([
    ['an array', [1, 2]],
    ['a string that is not JSON', '{not json'],
    ['a negative index', { 'gov-oversight': -1 }],
    ['a fractional index', { 'gov-oversight': 1.5 }],
    ['an index sent as text', { 'gov-oversight': '2' }],
  ])('400 invalid_answers when answers is %s', async (_case, answers) => {
    const { res, body } = await score({ answers })
    expect(res.status).toBe(400)
    expect(body.code).toBe('invalid_answers')
    expect(body.fields[0]).toMatchObject({ name: 'answers', reason: 'invalid_answers' })
  })

  it('400 missing_fields when there are no answers at all', async () => {
    const { body } = await score({ lang: 'pl' })
    expect(body.code).toBe('missing_fields')
  })

  // 16 KB in the third edition; the fourth's legal must-dos, board decisions and discovery owners add about 1.5 KB, its
  // SAP checks (eight more questions, so more actions) about 2 KB.
  it('answers in a size fit for the page: a full profile with every plan filled stays under 22 KB of JSON, with no question texts or proofs of actions', async () => {
    const profile = { ...keyEntity, ...rotatingAnswers(q) }
    const res = await post('/api/ksc-check/score/', { answers: profile, lang: 'pl' })
    const text = await res.text()
    expect(Buffer.byteLength(text)).toBeLessThan(22 * 1024)
    const { result } = scoreResponseSchema.parse(JSON.parse(text))
    expect(result.actions.length).toBeGreaterThan(10)
    expect(text).not.toContain(q.questions[0]!.text.pl)
    expect(text).not.toContain('"proof":"' + q.questions.find((x) => x.id === result.actions[0]!.id)!.action.proof.pl)
  })

  it.each([
    ['key', keyWaterCompany, 'key', ['register', 'competent', 'approval', 'procedure', 'attribution']],
    ['important', importantChemicals, 'important', ['register', 'competent', 'approval', 'procedure', 'attribution']],
    ['outside', outsideCompany, 'outside', []],
    ['financial', financialInsurer, 'dora', []],
    ['provider', smallProvider, 'outside', []],
    ['provider in a group', groupProvider, 'legal-check', ['legal-check']],
  ] as const)(
    'the %s profile: its entity type and legal must-dos, each with an owner and a date',
    async (_name, profile, type, must) => {
      const { body } = await score({ answers: { ...profile, ...rotatingAnswers(q) }, lang: 'en' })
      const { result } = scoreResponseSchema.parse(body)
      expect(result.entity.type).toBe(type)
      expect(result.mustDo.map((m) => m.id)).toEqual(must)
      for (const m of result.mustDo)
        expect(m).toMatchObject({ owner: expect.any(String), due: expect.stringMatching(/^2026-12|^2027-0[1-4]/) })
      expect(result.decisions.length).toBeGreaterThan(0)
      // Each board decision carries its owner and date, the DORA and the supplier decision as the rest.
      for (const decision of result.decisions)
        expect(decision).toMatch(/ – owner: [^,]+(, [^,]+)*, due: \d{1,2} [A-Z][a-z]+ 20\d\d\.$/)
      expect(JSON.stringify(result)).not.toMatch(/\b0 person-days/)
      // The plan puts the law first: answers behind an open must-do, then key measures, then the score's gaps.
      const ranks = result.actions.map((a) => (a.legal ? 2 : a.key ? 1 : 0))
      expect(ranks).toEqual([...ranks].sort((x, y) => y - x))
      expect(result.actions.some((a) => a.legal)).toBe(must.length > 1)
    },
  )

  it("the provider profile gets a provider's steps: its customers' admin accounts, central trust, tenant isolation, contracts", async () => {
    const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
    const { body } = await score({ answers: { ...smallProvider, ...runsSapForOthers, ...worst }, lang: 'en' })
    expect(body.result.actions.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([
        'prov-customer-admin',
        'prov-central-trust',
        'prov-tenant-isolation',
        'prov-customer-contracts',
      ]),
    )
  })

  it('the key profile with a day rate and no tools: the day rate in the result, the cost and the tools to buy in the board decisions', async () => {
    const worst = Object.fromEntries(q.questions.map((x) => [x.id, 0]))
    const answers = { ...keyWaterCompany, ...worst, 'land-day-rate': 1, 'land-tools': 3 }
    const { body } = await score({ answers, lang: 'en' })
    const { result } = scoreResponseSchema.parse(body)
    expect(result.dayRate).toEqual({ min: 2000, max: 3500 })
    expect(result.effort[0]!.tools).toContainEqual({ name: 'an identity provider with MFA', missing: true })
    expect(result.decisions.join(' ')).toMatch(
      /the 90-day plan \(10 actions, about [\d.]+ person-days; bought in, PLN [\d,]+–[\d,]+ net at your day rate; to buy: an identity provider with MFA/,
    )
  })

  it('keeps the origin check: 403 from another site', async () => {
    const res = await post('/api/ksc-check/score/', { answers: {} }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })
})

function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    answers: someAnswers,
    email: `cso+${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    fullName: 'Łucja Wróblewska',
    company: 'Zakłady Chemiczne Śląsk S.A.',
    role: 'Dyrektor ds. bezpieczeństwa',
    orgSize: '1000+',
    sector: 'chemia',
    phone: '+48 32 100 00 00',
    phoneConsent: 'on',
    lang: 'pl',
    gdpr: 'on',
    'form-marker': markerAged('requestKscCheckReport'),
    'bot-challenge-response': turnstileToken('requestKscCheckReport'),
    ...overrides,
  }
}

describe('requestKscCheckReport', () => {
  it('mails the PDF report, scored on the server, with Polish letters intact, and creates the lead with the score', async () => {
    const body = reportBody()
    const res = await post('/api/ksc-check/submit/', body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })

    const expected = (await score({ answers: someAnswers, lang: 'pl' })).body.result
    const [mail, ...others] = await sentEmails()
    expect(others).toHaveLength(0)
    expect(mail!.to).toEqual([body.email])
    expect(mail!.subject).toBe('Twój raport gotowości na KSC i NIS2')
    const attachments = (
      mail as unknown as { attachments: { filename: string; content: string; content_type: string }[] }
    ).attachments
    expect(attachments).toHaveLength(1)
    expect(attachments[0]).toMatchObject({ filename: 'raport-gotowosci-ksc-nis2.pdf', content_type: 'application/pdf' })
    const pdf = Buffer.from(attachments[0]!.content, 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    expect(expected.score).toBeNull()
    expect(text).toContain('Wyniku i poziomu nie ustalamy')
    expect(text).toContain('Plan ustaleń na 30 dni')
    expect(text).not.toContain('Zakłady Chemiczne')
    expect(text).not.toContain('Wróblewska')
    expect(text).toMatch(/gotowości.*Zastrzeżenie/)

    const state = await eventually(hubspot, (s) => s.contacts.some((c) => c.properties.email === body.email))
    const contact = state.contacts.find((c) => c.properties.email === body.email)!
    expect(contact.properties).toMatchObject({
      firstname: 'Łucja',
      lastname: 'Wróblewska',
      company: 'Zakłady Chemiczne Śląsk S.A.',
    })
    const note = (await eventually(hubspot, (s) => s.notes.length > 0)).notes[0]!.properties.hs_note_body
    expect(note).toContain(`KSC/NIS2: wynik nieustalony (${expected.unknownShare}% odpowiedzi nieustalonych)`)
    expect(note).not.toContain('kscScore')
    expect(note).toContain('orgSize: 1000+')
    expect(note).toContain('"phone":true')
  })

  it('carries nothing the requester typed but their address: a name with line breaks and a link is in the lead only, never in the PDF or the mail', async () => {
    const typed = {
      fullName: 'Visit https://evil.example/win\nNow claim your prize',
      company: 'Click http://phish.example\r\nACME',
      role: 'www.spam.example',
      sector: 'https://x.example/s',
    }
    const body = reportBody(typed)
    expect((await post('/api/ksc-check/submit/', body)).status).toBe(200)
    const [mail] = await sentEmails()
    const attachments = (mail as unknown as { attachments: { content: string }[] }).attachments
    const pdf = pdfText(Buffer.from(attachments[0]!.content, 'base64'))
    for (const part of [pdf, mail!.html ?? '', mail!.text ?? '', mail!.subject]) {
      expect(part).not.toMatch(/evil\.example|phish\.example|spam\.example|x\.example|claim your prize|ACME/)
    }
    expect(pdf).toContain('Wyniku i poziomu nie ustalamy')
    const state = await eventually(hubspot, (s) => s.contacts.some((c) => c.properties.email === body.email))
    expect(state.contacts.find((c) => c.properties.email === body.email)!.properties.company).toContain('phish.example')
  })

  it.each([
    ['only the scope and landscape are answered', { 'scope-sector': 0, 'land-java': 1 }],
    ['nothing is answered', {}],
  ])('400 invalid_answers with a hint when %s: an empty questionnaire gets no report', async (_case, answers) => {
    const res = await post('/api/ksc-check/submit/', reportBody({ answers }))
    expect(res.status).toBe(400)
    const problem = await res.json()
    expect(problem).toMatchObject({ code: 'invalid_answers', hint: expect.stringContaining('at least one question') })
    expect(problem.fields[0]).toMatchObject({
      name: 'answers',
      reason: 'invalid_answers',
      message: 'Odpowiedz przynajmniej na jedno pytanie kwestionariusza.',
    })
    expect(await sentEmails()).toHaveLength(0)
  })

  it.each([
    ['consent is absent', { gdpr: undefined }, 'consent_required'],
    ['the e-mail is invalid', { email: 'cso@' }, 'invalid_email'],
    ['the answers are invalid', { answers: { 'gov-oversight': -2 } }, 'invalid_answers'],
    ['the e-mail is absent', { email: undefined }, 'missing_fields'],
    ['the challenge token is absent', { 'bot-challenge-response': undefined }, 'verification_failed'],
  ])('400 when %s, and no mail', async (_case, overrides, code) => {
    const res = await post('/api/ksc-check/submit/', reportBody(overrides))
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe(code)
    expect(await sentEmails()).toHaveLength(0)
  })

  it('drops a bot silently: 200, no mail', async () => {
    const res = await post('/api/ksc-check/submit/', reportBody({ website: 'x' }))
    expect(res.status).toBe(200)
    expect(await sentEmails()).toHaveLength(0)
  })

  it('takes JSON only: another encoding is a 400 missing_fields that says so', async () => {
    const res = await post('/api/ksc-check/submit/', reportBody(), { encoding: 'urlencoded' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'missing_fields',
      hint: expect.stringContaining('application/json'),
    })
  })

  it('503 when mail is down: no report acknowledged, no lead', async () => {
    await setFakeMode(stack.resend, { fail: 503 })
    const body = reportBody()
    const res = await post('/api/ksc-check/submit/', body)
    expect(res.status).toBe(503)
    await setFakeMode(stack.resend, {})
    await afterEarlierWork()
    expect((await hubspot()).contacts.some((c) => c.properties.email === body.email)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES } from '@/lib/shared/contracts/cv-file'
import { turnstileToken } from '../support/fakes'
import { exeFile, odtFile, pdfFile, plainZipFile, textFile, xlsxFile } from '../support/cv-files'
import { sentEmails, setFakeMode, stack, turnstileCalls } from './helpers'
import { apply, applyBody, cvPart } from './apply-helpers'

// The CV is judged by its bytes (signature and structure), before the one-time challenge token is verified.

describe('submitJobApplication: files that are not a CV', () => {
  it.each([
    ['a renamed executable', () => cvPart(exeFile(), 'cv.pdf', 'application/pdf')],
    [
      'a renamed text file',
      () => cvPart(textFile(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ],
    ['a plain zip', () => cvPart(plainZipFile(), 'cv.docx')],
    ['an XLSX', () => cvPart(xlsxFile(), 'cv.docx')],
    ['an ODT', () => cvPart(odtFile(), 'cv.doc', 'application/msword')],
    ['an empty file', () => cvPart(new Uint8Array(0), 'cv.pdf')],
    ['a truncated PDF header', () => cvPart(Buffer.from('%PDF-1'), 'cv.pdf')],
    ['a file over 5 MB', () => cvPart(pdfFile('Anna Nowak', CV_MAX_BYTES - 500))],
    ['two cv parts', () => [cvPart(pdfFile()), cvPart(pdfFile())]],
  ])('400 invalid_file for %s, nothing sent, the token not spent', async (_case, cv) => {
    const res = await apply(applyBody({ cv: cv() }))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('invalid_file')
    expect(body.error).toBe('Załącz CV w formacie PDF, DOC lub DOCX, do 5 MB.')
    expect(await sentEmails()).toHaveLength(0)
    expect(await turnstileCalls()).toHaveLength(0)
  })

  it('a body refused before its end still gets its answer', async () => {
    // Refused at the header of its second file part, with 3 MB still to come. A server that answered and
    // closed while those bytes were unread would reset the connection: the client would get no answer at all.
    for (let i = 0; i < 3; i++) {
      const res = await apply(applyBody({ cv: [cvPart(pdfFile()), cvPart(pdfFile('Anna Nowak', 3 * 1024 * 1024))] }))
      expect((await res.json()).code).toBe('invalid_file')
    }
  })

  it('a body refused part-way leaves its kept-alive connection fit for the next request', async () => {
    // Refused at a file part under another name. Stopping the parser in the middle of the body once left the
    // connection so that Node could not read the next request on it (a bare 400 without a body, about one time
    // in twenty); fetch reuses the connection, so each answer here follows a refusal on the same one.
    const answers = []
    for (let i = 0; i < 100; i++)
      answers.push(await (await apply(applyBody({ cv: undefined, photo: cvPart(pdfFile()) }))).text())
    expect(answers.filter((text) => !text.includes('"code":"missing_fields"'))).toEqual([])
  })

  it('says so at the field, in the language of the form', async () => {
    const body = await (await apply(applyBody({ lang: 'en', cv: cvPart(exeFile()) }))).json()
    expect(body.fields).toEqual([
      { name: 'cv', reason: 'invalid_file', message: 'Attach a CV as PDF, DOC or DOCX, up to 5 MB.' },
    ])
  })

  it('a wrong file does not burn the token: the same token works once the file is fixed, and only once', async () => {
    const token = turnstileToken('submitJobApplication')
    const wrong = await apply(applyBody({ 'bot-challenge-response': token, cv: cvPart(textFile(), 'cv.pdf') }))
    expect((await wrong.json()).code).toBe('invalid_file')
    expect(await turnstileCalls()).toHaveLength(0)
    expect((await apply(applyBody({ 'bot-challenge-response': token }))).status).toBe(200)
    const again = await apply(applyBody({ 'bot-challenge-response': token }))
    expect((await again.json()).code).toBe('verification_failed')
  })
})

describe('submitJobApplication: faults', () => {
  it('503 service_unavailable when mail is down: nothing acknowledged, no confirmation', async () => {
    await setFakeMode(stack.resend, { fail: 500 })
    const res = await apply(applyBody())
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('service_unavailable')
    await setFakeMode(stack.resend, {})
    expect(await sentEmails()).toHaveLength(0)
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUARD_FIELDS } from '@/lib/shared/contracts/form-guards'
import { mintLocalToken } from '@/lib/server/http/guards/challenge/local'
import { listOutbox } from '@/lib/server/features/dev-outbox/outbox-files'
import { mintFormMarker } from '@/lib/server/http/guards/form-marker'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import { keyEntity, rotatingAnswers } from '../support/ksc-profiles'
import { freePort } from '../support/ports'
import { NEXT_READY, pipedOutput, untilPrinted, type ProcessOutput } from '../support/process-output'
import { stopProcess } from '../support/stack'
import { testEnv } from '../support/test-env'

// The newcomer's `npm run dev`, on another port than 3000 and opened at 127.0.0.1 rather than localhost: the
// forms work, SITE_URL follows the port, and each mail and lead is announced with the outbox page's address.
// Compiling in development is slow on a busy machine, so the test asks for as few routes as it can: the marker
// and token are minted here with the signing key the dev server shares (SIGNING_SECRET of the test setup).

let dev: ChildProcess
let output: ProcessOutput
let port: number
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-dev-'))
const at = (p: string) => `http://127.0.0.1:${port}${p}`

beforeAll(async () => {
  port = await freePort()
  // As a newcomer runs it: SITE_URL empty, which counts as unset (it follows the port).
  const env = {
    ...process.env,
    NODE_ENV: 'development' as const,
    SITE_URL: '',
    NEXT_DIST_DIR: testEnv.distDir,
    DATA_DIR: dataDir,
    FORM_MIN_FILL_MS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // Next 16 keeps a dev server's files in <distDir>/dev, apart from the test build.
  dev = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'dev', '-H', '127.0.0.1', '-p', String(port)],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  output = pipedOutput(dev)
  await untilPrinted(dev, output, NEXT_READY, 150_000)
  // The first request compiles the page; it is answered once that is done.
  const outbox = await fetch(at('/dev/outbox/'))
  if (!outbox.ok) throw new Error(`next dev answered /dev/outbox/ with ${outbox.status}:\n${output.read()}`)
}, 180_000)

afterAll(async () => {
  if (dev) await stopProcess(dev)
  rmSync(dataDir, { recursive: true, force: true })
})

/** The first match of `pattern` in what the dev server prints, as soon as it prints it. */
const printed = (pattern: RegExp) => untilPrinted(dev, output, pattern, 30_000)

describe('npm run dev, opened at 127.0.0.1 on its own port', () => {
  it('sends the contact form, announces the mail and the lead, and shows them at /dev/outbox/', async () => {
    const res = await fetch(at('/api/contact/'), {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ewa',
        lastName: 'Nowicka',
        company: 'Ciepłownia Miejska',
        email: 'ewa.nowicka@example.com',
        area: 'sap',
        gdpr: 'on',
        [GUARD_FIELDS.marker]: mintFormMarker('submitContactForm'),
        [GUARD_FIELDS.challenge]: mintLocalToken('submitContactForm'),
      }),
    })
    expect(await res.json()).toEqual({ ok: true })

    // The announced address is SITE_URL's: localhost on the dev server's own port.
    const mail = await printed(
      new RegExp(`Mail written to the outbox: http://localhost:${port}(/dev/outbox/[0-9a-f-]{36}/)`),
    )
    await printed(new RegExp(`Lead stored locally: http://localhost:${port}/dev/outbox/#lead-`))
    const view = await fetch(at(mail[1]!))
    expect(view.status).toBe(200)
    expect(await view.text()).toMatch(/Zapytanie: Ciepłownia Miejska|Otrzymaliśmy/)
    expect(await (await fetch(at('/dev/outbox/'))).text()).toContain('ewa.nowicka@example.com')
  }, 120_000)

  it('renders a KSC report on its worker thread and mails it to the outbox', async () => {
    const body = JSON.stringify({
      answers: { ...keyEntity, ...rotatingAnswers(questionnaire()) },
      email: 'cso@example.com',
      fullName: 'Łucja Wróblewska',
      company: 'Zakłady Chemiczne Śląsk S.A.',
      gdpr: 'on',
      [GUARD_FIELDS.marker]: mintFormMarker('requestKscCheckReport'),
      [GUARD_FIELDS.challenge]: mintLocalToken('requestKscCheckReport'),
    })
    // On a connection of its own: reading the questionnaire here can take longer than the server keeps an idle one.
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        at('/api/ksc-check/submit/'),
        {
          method: 'POST',
          agent: false,
          headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk))
          res.on('end', () => resolve(text))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(JSON.parse(answer)).toEqual({ ok: true })
    // The mail is the record, written before the answer: the report is attached.
    const report = (await listOutbox(path.join(dataDir, 'outbox'))).find((m) => m.to.includes('cso@example.com'))
    expect(report?.attachments).toEqual([
      expect.objectContaining({ filename: 'raport-gotowosci-ksc-nis2.pdf', mimeType: 'application/pdf' }),
    ])
    expect(report!.attachments[0]!.bytes).toBeGreaterThan(20_000)
  }, 180_000)

  it('still refuses a page of another site', async () => {
    const res = await fetch(at('/api/contact/'), {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(403)
  })
})

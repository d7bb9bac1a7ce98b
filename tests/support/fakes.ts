import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// Small local stand-ins for the outside services, following their documented contracts. The app talks to
// them through its real adapters (the Resend SDK, fetch to siteverify and HubSpot). Each fake also answers
// /__state (what it received), /__mode (make it fail) and /__reset, so tests in any process can inspect it.

type Json = Record<string, unknown>
type Route = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void | Promise<void>

export interface FakeControl {
  url: string
  close(): Promise<void>
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** A request's whole body. */
export const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/**
 * How a fake fails: with a status, or by dropping the connection. `failFor` narrows the failure to requests whose
 * body contains that text (an address), so that tests running beside one another are not affected: each such
 * failure is kept apart and ended by `{ failFor }` alone; `{}` ends every failure.
 */
export interface FakeMode {
  fail?: number
  down?: boolean
  failFor?: string
  /** Never answer: the request is held open until the failure ends (then answered 503) or the fake closes. */
  hang?: boolean
  /** With `fail`: the Retry-After (seconds) of the failure. */
  retryAfter?: number
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean
}

/** The failure that applies to a request with this body, if any. */
type Failing = (body: Buffer) => FakeMode | undefined

/** A fake with a state object, a failure mode, and its service routes. */
function fake<S extends Json>(initial: () => S, routes: (state: S, failing: Failing) => Record<string, Route>) {
  let state = initial()
  const failures = new Map<string, FakeMode>()
  const failing: Failing = (body) =>
    [...failures.values()].find((m) => !m.failFor || body.toString().includes(m.failFor))
  let table = routes(state, failing)
  /** Requests held by `hang`, answered 503 when a failure ends. */
  const held = new Set<ServerResponse>()
  const release = () => {
    for (const res of held) send(res, 503, { message: 'released' })
    held.clear()
  }
  return async (port = 0): Promise<FakeControl> => {
    const server: Server = createServer(async (req, res) => {
      const body = await readBody(req)
      const path = (req.url ?? '/').split('?')[0]!
      if (path === '/__state') return send(res, 200, { ...state, held: held.size })
      if (path === '/__reset') {
        release()
        state = initial()
        table = routes(state, failing)
        failures.clear()
        return send(res, 200, { ok: true })
      }
      if (path === '/__mode') {
        const mode = JSON.parse(body.toString() || '{}') as FakeMode
        release()
        if (mode.fail || mode.down || mode.hang || mode.malformed) failures.set(mode.failFor ?? '', mode)
        else if (mode.failFor) failures.delete(mode.failFor)
        else failures.clear()
        return send(res, 200, [...failures.values()])
      }
      const failure = failing(body)
      if (failure?.down) return req.socket.destroy()
      if (failure?.hang) {
        held.add(res)
        res.once('close', () => held.delete(res))
        return
      }
      const key = `${req.method} ${path}`
      const route = table[key] ?? Object.entries(table).find(([pattern]) => new RegExp(`^${pattern}$`).test(key))?.[1]
      if (!route) return send(res, 404, { message: `no route ${key}` })
      await route(req, body, res)
    })
    // Idle connections are left for the client to close (undici after 4 s). Closed by the server after its default 5 s,
    // one could end as a client on a busy machine sent a request on it: "other side closed", a test failed for nothing.
    server.keepAliveTimeout = 0
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const { port: actual } = server.address() as AddressInfo
    return {
      url: `http://127.0.0.1:${actual}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    }
  }
}

// Resend: POST /emails with a Bearer key -> 200 {id}. https://resend.com/docs/api-reference/emails/send-email
export const RESEND_KEY = 're_test_key'
export const startResend = fake(
  () => ({ emails: [] as Json[] }),
  (state, failing) => ({
    'POST /emails': (req, body, res) => {
      if (req.headers.authorization !== `Bearer ${RESEND_KEY}`)
        return send(res, 401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' })
      const failure = failing(body)
      if (failure?.fail)
        return send(res, failure.fail, {
          statusCode: failure.fail,
          name: 'application_error',
          message: 'Service unavailable',
        })
      const email = JSON.parse(body.toString()) as Json
      const id = `email_${state.emails.length + 1}`
      state.emails.push({ id, idempotencyKey: req.headers['idempotency-key'] ?? null, ...email })
      send(res, 200, { id })
    },
  }),
)

// Turnstile siteverify: POST form (secret, response, remoteip, idempotency_key) -> {success, error-codes, hostname, action}.
// https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
// Tokens this fake issues: "pass:<action>:<anything>" verifies once for that action; "expired:..." has timed
// out (Cloudflare's tokens live 300 s); anything else is invalid.
export const TURNSTILE_SECRET = 'test-turnstile-secret'
export const turnstileToken = (action: string) => `pass:${action}:${Math.random().toString(36).slice(2)}`
export const startTurnstile = fake(
  () => ({ calls: [] as Json[], spent: [] as string[] }),
  (state, failing) => ({
    'POST /turnstile/v0/siteverify': (_req, body, res) => {
      const failure = failing(body)
      if (failure?.fail) return send(res, failure.fail, { success: false })
      const form = Object.fromEntries(new URLSearchParams(body.toString()))
      state.calls.push(form)
      const fail = (code: string) => send(res, 200, { success: false, 'error-codes': [code] })
      if (form.secret !== TURNSTILE_SECRET) return fail('invalid-input-secret')
      const token = form.response ?? ''
      const [kind, action] = token.split(':')
      if (kind === 'expired') return fail('timeout-or-duplicate')
      if (kind !== 'pass') return fail('invalid-input-response')
      if (state.spent.includes(token)) return fail('timeout-or-duplicate')
      state.spent.push(token)
      send(res, 200, {
        success: true,
        'error-codes': [],
        challenge_ts: new Date().toISOString(),
        hostname: '127.0.0.1',
        action,
      })
    },
  }),
)

// HubSpot CRM v3: contacts (409 when the e-mail exists; PATCH by email with idProperty) and notes.
// https://developers.hubspot.com/docs/api/crm/contacts
export const HUBSPOT_TOKEN = 'pat-test-token'
export const startHubspot = fake(
  () => ({ contacts: [] as Json[], notes: [] as Json[], attempts: 0 }),
  (state, failing) => {
    const guard = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
      state.attempts += 1
      if (req.headers.authorization !== `Bearer ${HUBSPOT_TOKEN}`)
        return (send(res, 401, { status: 'error', category: 'INVALID_AUTHENTICATION' }), false)
      const failure = failing(body)
      if (failure?.fail) {
        if (failure.retryAfter !== undefined) res.setHeader('retry-after', String(failure.retryAfter))
        return (
          send(res, failure.fail, {
            status: 'error',
            category: failure.fail === 429 ? 'RATE_LIMITS' : 'INTERNAL_ERROR',
          }),
          false
        )
      }
      if (failure?.malformed) return (res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": '), false)
      return true
    }
    const find = (email: unknown) => state.contacts.find((c) => (c.properties as Json).email === email)
    return {
      'POST /crm/v3/objects/contacts': (req, body, res) => {
        if (!guard(req, body, res)) return
        const { properties } = JSON.parse(body.toString()) as { properties: Json }
        const existing = find(properties.email)
        if (existing)
          return send(res, 409, {
            status: 'error',
            category: 'CONFLICT',
            message: `Contact already exists. Existing ID: ${existing.id}`,
          })
        const contact = { id: String(state.contacts.length + 1), properties }
        state.contacts.push(contact)
        send(res, 201, contact)
      },
      // https://developers.hubspot.com/docs/api/crm/search: the one filter the site sends, email EQ.
      'POST /crm/v3/objects/contacts/search': (req, body, res) => {
        if (!guard(req, body, res)) return
        const { filterGroups } = JSON.parse(body.toString()) as {
          filterGroups: { filters: { propertyName: string; value: string }[] }[]
        }
        const contact = find(filterGroups[0]?.filters.find((f) => f.propertyName === 'email')?.value)
        send(res, 200, {
          total: contact ? 1 : 0,
          results: contact ? [{ id: contact.id, properties: { email: (contact.properties as Json).email } }] : [],
        })
      },
      'PATCH /crm/v3/objects/contacts/.+': (req, body, res) => {
        if (!guard(req, body, res)) return
        const [target = '', query = ''] = (req.url ?? '').split('/').pop()!.split('?')
        const key = decodeURIComponent(target)
        const contact = query.includes('idProperty=email') ? find(key) : state.contacts.find((c) => c.id === key)
        if (!contact) return send(res, 404, { status: 'error', category: 'OBJECT_NOT_FOUND' })
        Object.assign(contact.properties as Json, (JSON.parse(body.toString()) as { properties: Json }).properties)
        send(res, 200, contact)
      },
      'POST /crm/v3/objects/notes': (req, body, res) => {
        if (!guard(req, body, res)) return
        const note = { id: String(state.notes.length + 1), ...(JSON.parse(body.toString()) as Json) }
        state.notes.push(note)
        send(res, 201, note)
      },
    }
  },
)

// A receiver for the signed CRM webhook: records every delivery with its headers.
export const startWebhookReceiver = fake(
  () => ({ deliveries: [] as Json[] }),
  (state, failing) => ({
    'POST /hook': (req, body, res) => {
      const failure = failing(body)
      if (failure?.fail) return send(res, failure.fail, { ok: false })
      state.deliveries.push({ headers: req.headers, body: body.toString() })
      send(res, 200, { ok: true })
    },
  }),
)

/** The settings that point a site's mail, challenge and CRM at running fakes (their URLs). */
export const fakeServicesEnv = (urls: { resend: string; turnstile: string; hubspot: string }) => ({
  RESEND_API_KEY: RESEND_KEY,
  RESEND_BASE_URL: urls.resend,
  HUBSPOT_TOKEN,
  HUBSPOT_BASE_URL: urls.hubspot,
  TURNSTILE_SITE_KEY: 'test-site-key',
  TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
  TURNSTILE_VERIFY_URL: `${urls.turnstile}/turnstile/v0/siteverify`,
})

/**
 * Resend, Turnstile and HubSpot stand-ins together, and the settings that point a site's adapters at them (for a
 * `next start` of the test build beside the main stack, as the benches run it).
 */
export async function startFakeServices() {
  const [resend, turnstile, hubspot] = await Promise.all([startResend(), startTurnstile(), startHubspot()])
  return {
    resend,
    turnstile,
    hubspot,
    env: fakeServicesEnv({ resend: resend.url, turnstile: turnstile.url, hubspot: hubspot.url }),
    close: () => Promise.all([resend.close(), turnstile.close(), hubspot.close()]),
  }
}

/** Reads a fake's state from any process. */
export async function fakeState<T = Json>(url: string): Promise<T> {
  return (await fetch(`${url}/__state`)).json() as Promise<T>
}

export async function setFakeMode(url: string, mode: FakeMode): Promise<void> {
  await fetch(`${url}/__mode`, { method: 'POST', body: JSON.stringify(mode) })
}

export async function resetFake(url: string): Promise<void> {
  await fetch(`${url}/__reset`, { method: 'POST' })
}

import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { connect as connectTls, getCiphers, type ConnectionOptions } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { API_VERSION, operations } from '@/lib/shared/contracts/operations'
import { API_POLICY } from '@/lib/server/http/headers/content-security-policy'
import { problemBody } from '@/lib/server/http/pipeline/problem-body'
import { securityHeaders } from '@/lib/server/http/headers/path-classes'
import { langs, type Lang } from '@/lib/shared/i18n/langs'
import { errorTable, type ErrorCode } from '@/lib/shared/contracts/errors'
import {
  NGINX_HEADER_VALUES,
  NGINX_HEADERS,
  NGINX_MAIN,
  NGINX_PROBLEM_VALUES,
  NGINX_SITE,
  startNginx,
  type Nginx,
} from '../support/nginx'
import { exchange, httpsSend, parseResponse, requestHead } from '../support/raw-http'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { loopbackConnections } from '../support/tcp-states'
import { eventually, markerAged } from './helpers'
import { claims, signedToken } from './material-helpers'
import { h2Connect, h2Request, h2Send } from '../support/h2'
import { freePort } from '../support/ports'
import { dripping, drippingStream } from '../support/slow-clients'

// The self-hosting front of docs/deployment.md (deploy/nginx/), a real nginx on 127.0.0.1 and ::1 in front of the
// built site, sent what black-box probes of the site sent, and answering as designed. What clients that drip bodies
// can hold: nginx-capacity.test.ts.

let site: ExtraSite
let nginx: Nginx
beforeAll(async () => {
  site = await startExtraSite()
  nginx = await startNginx(Number(new URL(site.url).port))
})
afterAll(async () => {
  await nginx?.stop()
  await site?.stop()
})

const host = 'www.bastion-consulting.pl'
const send = (path: string, init: Parameters<typeof httpsSend>[1] = {}) =>
  httpsSend(`${nginx.https}${path}`, { ...init, headers: { host, ...init.headers } })
const raw = (write: Parameters<typeof exchange>[1]) => exchange(nginx.https, write).then(parseResponse)
const appLog = () => site.output()

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const { key, value } of securityHeaders) expect(headers[key.toLowerCase()], key).toBe(value)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
}

/** An answer nginx made itself: the site's headers with the policy of a non-page answer, never kept by a cache. */
function expectOwnAnswer(res: { headers: Record<string, string> }) {
  expectSecurityHeaders(res.headers)
  expect(res.headers['content-security-policy']).toBe(API_POLICY)
  expect(res.headers['cache-control']).toBe('no-store')
}

/** The contract's Error under /api/, with API-Version. */
function expectProblem(res: { headers: Record<string, string>; body: string }, error: ApiError, lang: Lang = 'pl') {
  expectOwnAnswer(res)
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  expect(res.headers['api-version']).toBe(API_VERSION)
  expect(JSON.parse(res.body)).toEqual(problemBody(error, lang))
}

/** On a page, the code's message as text. */
function expectMessage(res: { headers: Record<string, string>; body: string }, code: ErrorCode, lang: Lang = 'pl') {
  expectOwnAnswer(res)
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(res.headers['api-version']).toBeUndefined()
  expect(res.body).toBe(`${errorTable[code][lang]}\n`)
}

describe('the configuration is what docs/deployment.md shows, and follows the contract', () => {
  it('docs/deployment.md carries the files as they are', () => {
    const readme = readFileSync('docs/deployment.md', 'utf8')
    for (const file of [NGINX_MAIN, NGINX_SITE, NGINX_HEADERS, NGINX_HEADER_VALUES, NGINX_PROBLEM_VALUES])
      expect(readme).toContain(`\`\`\`nginx\n${readFileSync(file, 'utf8')}\`\`\``)
  })

  it('names every operation with its method, and the site’s security headers', () => {
    const map = /map \$bastion_path \$bastion_operation_method \{([^}]*)\}/.exec(readFileSync(NGINX_SITE, 'utf8'))![1]!
    const named = [...map.matchAll(/^\s+(\/\S+)\s+(\w+);/gm)].map((m) => [m[1], m[2]])
    expect(named.sort()).toEqual(operations.map((op) => [op.path, op.method]).sort())
    const values = readFileSync(NGINX_HEADER_VALUES, 'utf8')
    for (const { value } of [...securityHeaders, { value: API_POLICY }])
      expect(values).toContain(`""       "${value}";`)
  })
})

describe('through nginx: the site, with the client’s address and TLS', () => {
  it('a page, its Markdown variant at its own address and by Accept, with the forwarded https scheme', async () => {
    const page = await send('/kontakt/')
    expect(page.status).toBe(200)
    expectSecurityHeaders(page.headers)
    for (const [path, headers] of [
      ['/kontakt/index.md', {}],
      ['/en/index.md', {}],
      ['/en/about/', { accept: 'text/markdown' }],
    ] as const) {
      const res = await send(path, { headers })
      expect(res.status, path).toBe(200)
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8')
    }
    expect(appLog()).not.toMatch(/EPROTO|Failed to proxy/)
  })

  it('plain http is sent to https, with the security headers', async () => {
    const res = parseResponse(await exchange(nginx.http, (s) => s.write(requestHead('GET', '/kontakt/', host))))
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(`https://${host}/kontakt/`)
    expectSecurityHeaders(res.headers)
  })

  it('port 80, over IPv4 and IPv6, sends any name to the site’s own address, a POST as a POST, naming no nginx version', async () => {
    for (const base of [nginx.http, nginx.http6]) {
      const res = parseResponse(
        await exchange(base, (s) =>
          s.write(requestHead('POST', '/api/apply/?x=1', 'evil.example', { 'Content-Length': '0' })),
        ),
      )
      expect(res.status, base).toBe(308)
      expect(res.headers.location).toBe(`https://${host}/api/apply/?x=1`)
      expect(res.headers.server).toBe('nginx')
      expectSecurityHeaders(res.headers)
      expect((await exchange(base, (s) => s.write('GET /kontakt/\r\n'))).toString(), 'HTTP/0.9').toBe('')
    }
  })

  it('the site over IPv6, HTTP/1.1 and HTTP/2', async () => {
    const h1 = await httpsSend(`${nginx.https6}/kontakt/`, { headers: { host } })
    const h2 = await h2Send(nginx.https6, '/kontakt/', { headers: { ':authority': host } })
    expect([h1.status, h2.status]).toEqual([200, 200])
    expectSecurityHeaders(h2.headers)
  })

  it('TLS 1.2 only with forward secrecy and an AEAD suite (no CBC, no SHA-1); nothing older than TLS 1.2', async () => {
    const { port } = new URL(nginx.https)
    const handshake = (options: ConnectionOptions) =>
      new Promise<string | undefined>((resolve) => {
        const socket = connectTls(
          { host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, ...options },
          () => {
            resolve(socket.getCipher().name)
            socket.destroy()
          },
        )
        socket.on('error', () => resolve(undefined))
      })
    const accepted: string[] = []
    // Every TLS 1.2 suite this OpenSSL knows, offered one at a time at its lowest security level.
    for (const suite of getCiphers().filter((c) => !c.startsWith('tls_'))) {
      const got = await handshake({ maxVersion: 'TLSv1.2', ciphers: `${suite.toUpperCase()}:@SECLEVEL=0` })
      if (got) accepted.push(got)
    }
    expect(accepted).toContain('ECDHE-RSA-AES128-GCM-SHA256')
    for (const suite of accepted)
      expect(suite).toMatch(/^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/)
    expect(await handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'ALL:@SECLEVEL=0' })).toBeUndefined()
  })

  it('a path without its closing slash gets the app’s 308 (a POST stays a POST), never to the Host the client named', async () => {
    const apply = await send('/api/apply', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    })
    expect(apply.status).toBe(308)
    expect(apply.headers.location).toBe('/api/apply/')
    const api = await send('/api', { headers: { host: 'evil.example' } })
    expect(api.status).toBe(308)
    expect(api.headers.location).toBe('/api/')
    for (const res of [apply, api]) expectSecurityHeaders(res.headers)
  })

  it('the development outbox is not served: nginx’s own 404, with the site’s headers', async () => {
    for (const path of ['/dev/outbox/', '/dev/outbox/x/html/']) {
      const res = await send(path)
      expect(res.status, path).toBe(404)
      expectMessage(res, 'not_found')
    }
  })

  it('the client’s own X-Forwarded-For is replaced by its address, so it cannot pick its rate-limit key', async () => {
    const score = (forged: string) =>
      send('/api/ksc-check/score/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': forged },
        body: '{"answers":{}}',
      })
    const first = await score('1.1.1.1')
    const second = await score('2.2.2.2')
    expect(Number(second.headers['ratelimit-remaining'])).toBe(Number(first.headers['ratelimit-remaining']) - 1)
  })

  it('a CV whose file name has an unescaped quote is refused (400 invalid_file), not dropped', async () => {
    const boundary = 'probe'
    const part = (disposition: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n`
    const body = [
      part('name="firstName"', 'Anna'),
      part('name="lastName"', 'Nowak'),
      part('name="email"', 'anna@example.com'),
      ...['q1', 'q2', 'q3'].map((q) => part(`name="${q}"`, 'odpowiedź')),
      part('name="consent"', 'on'),
      part('name="form-marker"', markerAged('submitJobApplication')),
      part('name="bot-challenge-response"', 'anything'),
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="a"b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\r\n`,
      `--${boundary}--\r\n`,
    ].join('')
    const res = await send('/api/apply/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: site.url },
      body,
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid_file' })
  })
})

describe('what nginx cannot read: a 400 with the site’s headers, the Error where it can tell the path is under /api/', () => {
  const long = 'a'.repeat(9000)
  const request = (line: string, header: string) => `${line}\r\nHost: ${host}\r\nConnection: close\r\n${header}\r\n\r\n`
  it.each([
    ['a malformed header', 'POST /api/contact/ HTTP/1.1', 'Bad Header', 'api'],
    ['a malformed header, on a page', 'POST /kontakt/ HTTP/1.1', 'Bad Header', 'page'],
    ['two Content-Lengths', 'POST /api/contact/ HTTP/1.1', 'Content-Length: 1\r\nContent-Length: 2', 'api'],
    [
      'a transfer coding nginx does not know (its 501)',
      'POST /api/contact/ HTTP/1.1',
      'Transfer-Encoding: gzip',
      'api',
    ],
    ['a header over 8 KiB (its 494)', 'GET /api/contact/ HTTP/1.1', `X-Long: ${long}`, 'api'],
    // The request line unread, nginx cannot tell where it was going.
    ['a URI over 8 KiB (its 414)', `GET /api/${long} HTTP/1.1`, 'Accept: */*', 'page'],
    ['an HTTP version it does not speak (its 505)', 'GET /api/contact/ HTTP/2.0', 'Accept: */*', 'page'],
  ])('%s', async (_name, line, header, where) => {
    const res = await raw((s) => s.write(request(line, header)))
    expect(res.status).toBe(400)
    if (where === 'api') expectProblem(res, new ApiError('bad_request'))
    else expectMessage(res, 'bad_request')
  })

  it('plain HTTP sent to the HTTPS port (its 497): the same 400', async () => {
    const res = parseResponse(
      await exchange(nginx.https.replace('https:', 'http:'), (s) => s.write(requestHead('GET', '/kontakt/', host))),
    )
    expect(res.status).toBe(400)
    expectMessage(res, 'bad_request')
  })

  it('HTTP/0.9, whose answer could carry no header: no answer at all, the connection closed', async () => {
    const answer = await exchange(nginx.https, (s) => s.write('GET /kontakt/\r\n'))
    expect(answer.toString()).toBe('')
  })
})

describe('nginx without the app (restarting), and with a fault of its own', () => {
  let alone: Nginx
  beforeAll(async () => {
    alone = await startNginx(await freePort())
  })
  afterAll(() => alone?.stop())
  const h1 = (path: string, init: Parameters<typeof httpsSend>[1] = {}) =>
    httpsSend(`${alone.https}${path}`, { ...init, headers: { host, ...init.headers } })
  const h2 = (path: string, init: Parameters<typeof h2Send>[2] = {}) =>
    h2Send(alone.https, path, { ...init, headers: { ':authority': host, ...init.headers } })
  const form = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }

  it('a 503 with Retry-After over HTTP/1.1 and HTTP/2, not a bare 502: the Error under /api/, the message on a page', async () => {
    for (const res of [await h1('/api/contact/', form), await h2('/api/contact/', form)]) {
      expect(res.status).toBe(503)
      expect(res.headers['retry-after']).toBe('10')
      expectProblem(res, new ApiError('service_unavailable'))
    }
    for (const res of [await h1('/kontakt/'), await h2('/en/contact/', { headers: { 'accept-language': 'en' } })]) {
      expect(res.status).toBe(503)
      expect(res.headers['retry-after']).toBe('10')
    }
    expectMessage(await h1('/kontakt/'), 'service_unavailable')
    expectMessage(await h2('/en/', { headers: { 'accept-language': 'en' } }), 'service_unavailable', 'en')
  })

  it('a 500 where nginx cannot keep a body (its temporary folder gone): the Error under /api/, the message on a page', async () => {
    rmSync(path.join(alone.prefix, 'client_body'), { recursive: true, force: true })
    // Over 16 KiB: nginx writes it to a file before passing it on.
    const big = { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(20_000)}"` }
    for (const res of [await h1('/api/contact/', big), await h2('/api/contact/', big)]) {
      expect(res.status).toBe(500)
      expectProblem(res, new ApiError('internal_error'))
    }
    const page = await h1('/kontakt/', {
      ...big,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(16_000)}`,
    })
    expect(page.status).toBe(500)
    expectMessage(page, 'internal_error')
  })
})

describe('many requests at once from one client: an office behind one address, a browser’s page over HTTP/2', () => {
  it('100 at once on one HTTP/2 connection are all answered', async () => {
    const styles = /\/_next\/static\/chunks\/[\w.-]+\.css/.exec((await send('/')).body)![0]
    const paths = ['/', '/kontakt/', '/en/', '/robots.txt', styles]
    const session = h2Connect(nginx.https)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h2Request(session, paths[i % paths.length]!, { headers: { ':authority': host } }),
      ),
    )
    session.close()
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([])
  })

  it('of them 8 bodies at once, over HTTP/1.1 and HTTP/2 together: a 9th gets a 503 with Retry-After, the contract’s Error', async () => {
    const session = h2Connect(nginx.https)
    const bodies = [
      ...Array.from({ length: 5 }, () => dripping(nginx.https, { host })),
      ...Array.from({ length: 4 }, () => drippingStream(session, { host })),
    ]
    // Refused as soon as nginx has read the heads of all nine, whichever came last (a ceiling for a busy machine).
    const ceiling = delay(20_000, undefined, { ref: false })
    const refused = await Promise.race([...bodies.map((b) => b.answer), ceiling])
    try {
      expect(bodies.filter((b) => b.hasAnswer())).toHaveLength(1)
      expect(refused?.status).toBe(503)
      expect(refused?.headers['retry-after']).toBe('10')
      expectProblem(refused!, new ApiError('service_unavailable'))
    } finally {
      for (const body of bodies) body.leave()
      session.close()
      // Once nginx has seen them go, a form passes again.
      const pagePost = () =>
        send('/kontakt/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=b',
        })
      expect((await eventually(pagePost, (res) => res.status !== 503)).status).toBe(200)
    }
  })
})

describe('the access log', () => {
  it('keeps no query string: a download link’s token (the recipient’s address) is never written, over HTTP/1.1 and HTTP/2', async () => {
    const token = signedToken(claims())
    const link = `/api/materials/download/?token=${encodeURIComponent(token)}`
    // The material's page, shown at a bad link's own address, sends it as the Referer of what it loads.
    const referer = `https://${host}${link}x`
    const h1 = await send(link, { headers: { referer } })
    const h2 = await h2Send(nginx.https, link, { headers: { ':authority': host, referer } })
    expect([h1.status, h2.status]).toEqual([200, 200])
    expect(h1.headers['content-type']).toBe('application/pdf')
    // nginx writes an HTTP/2 request's line when it closes the stream, which may be just after the client has read it.
    const log = await eventually(
      async () => nginx.accessLog(),
      (text) => text.includes('"GET /api/materials/download/ HTTP/2.0"'),
    )
    expect(log).toContain(`"GET /api/materials/download/ HTTP/1.1" 200`)
    expect(log).toContain(`"GET /api/materials/download/ HTTP/2.0" 200`)
    expect(log).toContain(`"https://${host}/api/materials/download/"`)
    for (const secret of [token, encodeURIComponent(token), 'token=']) expect(log).not.toContain(secret)
  })
})

describe('between nginx and the app', () => {
  it('nginx closes a kept-alive connection to the app before the app does, so no POST goes into one the app is closing (a 502)', async () => {
    const appPort = Number(new URL(site.url).port)
    // A burst of forms sent without their script: several connections to the app, kept for the next requests.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        send('/kontakt/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'firstName=Anna',
        }),
      ),
    )
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200))
    const kept = loopbackConnections().filter((c) => c.remotePort === appPort && c.state === 'ESTABLISHED')
    expect(kept.length).toBeGreaterThan(0)
    // `next start` closes an idle connection after 5 s; whichever side closes first keeps the connection in
    // TIME_WAIT, so nginx's own ends of them must be there.
    const nginxEnd = (port: number) =>
      loopbackConnections().find((c) => c.localPort === port && c.remotePort === appPort)?.state
    const ends = await eventually(
      async () => kept.map((c) => nginxEnd(c.localPort)),
      // Settled: in TIME_WAIT, or gone (the app closed first); not on the way (FIN_WAIT, CLOSE_WAIT).
      (states) => states.every((state) => state === 'TIME_WAIT' || state === undefined),
      20_000,
    )
    expect(ends).toEqual(kept.map(() => 'TIME_WAIT'))
  })
})

describe('what nginx answers itself: the contract’s Error under /api/, a plain answer on pages, the security headers', () => {
  it.each(
    operations.flatMap((op) => ['TRACE', 'PROPFIND', 'PURGE'].map((method) => [method, op.path, op.method] as const)),
  )('%s %s: 405 with Allow: %s', async (method, path, allowed) => {
    const res = await raw((s) => s.write(requestHead(method, path, host)))
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe(allowed)
    expectProblem(res, new ApiError('method_not_allowed'))
  })

  it.each(langs)(
    'in the language the app would pick (%s): the page the form was on, or Accept-Language',
    async (lang) => {
      const referer = lang === 'en' ? `https://${host}/en/contact/` : `https://${host}/kontakt/`
      const byReferer = await raw((s) =>
        s.write(
          requestHead('PROPFIND', '/api/contact/', host, {
            Referer: referer,
            'Accept-Language': lang === 'en' ? 'pl' : 'en',
          }),
        ),
      )
      expect(JSON.parse(byReferer.body)).toEqual(problemBody(new ApiError('method_not_allowed'), lang))
      const byAccept = await raw((s) =>
        s.write(
          requestHead('PROPFIND', '/api/nothing/', host, {
            'Accept-Language': lang === 'en' ? 'en-GB,pl;q=0.5' : 'pl,en;q=0.5',
          }),
        ),
      )
      expect(byAccept.status).toBe(404)
      expect(JSON.parse(byAccept.body)).toEqual(problemBody(new ApiError('not_found'), lang))
    },
  )

  it.each([
    ['TRACE', '/', 'GET, HEAD, POST'],
    ['PROPFIND', '/kontakt/', 'GET, HEAD, POST'],
    ['MKCOL', '/', 'GET, HEAD, POST'],
    // Next would answer OPTIONS on a page with a 400, POST on a file with the file, the cron's 405 without Allow.
    ['OPTIONS', '/kontakt/', 'GET, HEAD, POST'],
    ['POST', '/robots.txt', 'GET, HEAD'],
    ['POST', '/kontakt/index.md', 'GET, HEAD'],
    ['POST', '/cron/deliver-leads/', 'GET, HEAD'],
    ['DELETE', '/_next/static/chunks/a.js', 'GET, HEAD'],
    // Typed as what it is, text, not as the file its address names.
    ['TRACE', '/icon.svg', 'GET, HEAD'],
  ])('%s %s: 405 with Allow: %s, as text in the visitor’s language', async (method, path, allowed) => {
    const res = await raw((s) => s.write(requestHead(method, path, host, { 'Content-Length': '0' })))
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe(allowed)
    expectMessage(res, 'method_not_allowed')
  })

  it('OPTIONS * is refused by nginx; nothing reaches the app', async () => {
    const res = await raw((s) => s.write(requestHead('OPTIONS', '*', host)))
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('a body over an operation’s cap: 413 as the Error model; a large body to a page: 413 at once, the rest never read', async () => {
    const api = await send('/api/contact/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: `{"message":"${'x'.repeat(70_000)}"}`,
    })
    expect(api.status).toBe(413)
    expectProblem(api, new ApiError('payload_too_large'))
    // 100 MB announced in chunks: nginx answers once the first 16 KiB are past.
    const started = Date.now()
    const page = await raw((s) => {
      s.write(
        requestHead('POST', '/', host, {
          'Transfer-Encoding': 'chunked',
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      )
      const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
      const pump = () => {
        while (s.writable && s.write(chunk)) if (Date.now() - started > 20_000) return
        if (s.writable) s.once('drain', pump)
      }
      pump()
    })
    expect(page.status).toBe(413)
    expectMessage(page, 'payload_too_large')
  })

  it('a body over an operation’s cap sent over HTTP/2, or chunked over HTTP/1.1: the same 413 Error', async () => {
    const body = `{"message":"${'x'.repeat(70_000)}"}`
    const headers = { ':authority': host, 'content-type': 'application/json', origin: site.url }
    const answers = [
      await h2Send(nginx.https, '/api/contact/', { method: 'POST', headers, body }),
      await h2Send(nginx.https, '/api/contact/', {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        body,
      }),
      await raw((s) => {
        s.write(
          requestHead('POST', '/api/contact/', host, {
            'Transfer-Encoding': 'chunked',
            'Content-Type': 'application/json',
          }) + `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
        )
      }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(413)
      expectProblem(res, new ApiError('payload_too_large'))
    }
  })

  it('a client that sends its headers or its body too slowly is cut off after 10 s; an upload abandoned mid-body never reaches the app', async () => {
    const before = appLog()
    const slowHeaders = exchange(nginx.https, (s) => s.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n`))
    const pausedBody = exchange(nginx.https, (s) =>
      s.write(
        requestHead('POST', '/kontakt/', host, {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': '1000',
        }) + 'firstName=An',
      ),
    )
    const abandoned = exchange(nginx.https, (s) => {
      s.write(
        requestHead(
          'POST',
          '/api/apply/',
          host,
          { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '400000' },
          { keepAlive: true },
        ) +
          `--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.7\n${'0'.repeat(20_000)}`,
        () => s.destroy(),
      )
    })
    const started = Date.now()
    const [headersCut, bodyCut] = await Promise.all([slowHeaders, pausedBody, abandoned])
    const took = Date.now() - started
    // nginx closes such a connection without a word (its log says 408).
    expect(headersCut.toString()).toBe('')
    expect(bodyCut.toString()).toBe('')
    expect(took).toBeGreaterThanOrEqual(9_000)
    expect(took).toBeLessThan(30_000)
    expect(appLog().slice(before.length)).not.toMatch(/"level":"error"|client_aborted|\n\s+at /)
  })

  it('the app’s own redirects and 404s keep their security headers through nginx, and no 404 is cached', async () => {
    const redirect = await send('/kontakt')
    expect(redirect.status).toBe(308)
    expect(redirect.headers.location).toBe('/kontakt/')
    expectSecurityHeaders(redirect.headers)
    // The last two: Next's prerendered 404 page at its own address, which Next alone would mark s-maxage=31536000.
    for (const path of ['/nope.txt', '/package.json', '/nie-ma-takiej-strony/', '/404/', '/_next/%2e%2e/404/']) {
      const res = await send(path)
      expect(res.status, path).toBe(404)
      expect(res.headers['cache-control'], path).toContain('no-store')
      expectSecurityHeaders(res.headers)
    }
    // A success keeps the app's own: the build's style sheet is kept for a year.
    const styles = /\/_next\/static\/chunks\/[\w.-]+\.css/.exec((await send('/')).body)![0]
    expect((await send(styles)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

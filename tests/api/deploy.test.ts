import { spawn } from 'node:child_process'
import { createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/ports'
import { startExtraSite, type ExtraSite } from '../support/stack'
import { testEnv } from '../support/test-env'

async function startProduction(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort()
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.resolve('node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          NEXT_DIST_DIR: testEnv.distDir,
          NEXT_TELEMETRY_DISABLED: '1',
          ...env,
        },
      },
    )
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d))
    child.stderr.on('data', (d: Buffer) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('A production start on embedded local adapters', () => {
  it('is refused, naming each variable to set', async () => {
    const { code, output } = await startProduction({})
    expect(code).toBe(1)
    for (const variable of [
      'TRUST_PROXY',
      'RESEND_API_KEY',
      'TURNSTILE_SECRET_KEY',
      'HUBSPOT_TOKEN',
      'SIGNING_SECRET',
      'CRON_SECRET',
      'ALLOW_LOCAL_ADAPTERS',
    ]) {
      expect(output).toContain(variable)
    }
  }, 40_000)
})

describe('A start whose SITE_URL is not the one the build wrote into its pages', () => {
  // A SITE_URL that takes connections and never answers: no answer may wait on it (a fetch there waits 300 s).
  const held = new Set<Socket>()
  let blackHole: Server
  let elsewhere: ExtraSite
  let asBuilt: ExtraSite
  beforeAll(async () => {
    blackHole = createServer((socket) => void held.add(socket.on('error', () => undefined)))
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve))
    const { port } = blackHole.address() as { port: number }
    ;[elsewhere, asBuilt] = await Promise.all([
      startExtraSite({ SITE_URL: `http://127.0.0.1:${port}` }),
      startExtraSite(),
    ])
  })
  afterAll(async () => {
    await Promise.all([elsewhere?.stop(), asBuilt?.stop()])
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => blackHole?.close(resolve))
  })

  it('says so in its log, with both addresses; a start on the build’s own says nothing', () => {
    const warning = elsewhere
      .output()
      .split('\n')
      .find((line) => line.includes('"event":"site_url_differs"'))
    expect(JSON.parse(warning!)).toMatchObject({
      level: 'warn',
      built: testEnv.siteUrl,
      running: `http://127.0.0.1:${(blackHole.address() as { port: number }).port}`,
    })
    expect(asBuilt.output()).not.toContain('site_url_differs')
  })

  it.each([
    ['/nie-ma-takiej-strony/', {}],
    ['/en/no-such-page/', {}],
    ['/nie-ma.png', {}],
    ['/_next/static/chunks/nie-ma.js', {}],
    ['/nie-ma-takiej-strony/index.md', {}],
    ['/nie-ma-takiej-strony/', { accept: 'text/markdown' }],
  ])('answers an unknown path (%s) at once, asking SITE_URL nothing', async (unknown, headers) => {
    // A ceiling far under those 300 s, not a wait.
    const res = await fetch(new URL(unknown, elsewhere.url), { headers, signal: AbortSignal.timeout(10_000) })
    expect(res.status).toBe(404)
    await res.arrayBuffer()
    expect(held.size).toBe(0)
  })

  // Last: the one answer that asks SITE_URL (for a bad link's page), which the rows above require none does.
  it('a bad download link opened in a browser: the Error as JSON once its wait for the page is over, logged', async () => {
    const res = await fetch(new URL('/api/materials/download/?token=garbage', elsewhere.url), {
      headers: { accept: 'text/html' },
      // A ceiling far beyond the site's wait for the page (3 s) and far under the 300 s a fetch waits without one.
      signal: AbortSignal.timeout(20_000),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect((await res.json()).code).toBe('verification_failed')
    expect(held.size).toBeGreaterThan(0)
    const logged = elsewhere
      .output()
      .split('\n')
      .filter((line) => line.includes('"event":"bad_link_page_unavailable"'))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('timeout')
  })
})

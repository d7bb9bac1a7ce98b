import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'
import { fileOutput, NEXT_READY, pipedOutput, untilPrinted, type ProcessOutput } from './process-output'
import { testEnv } from './test-env'
import {
  HUBSPOT_TOKEN,
  RESEND_KEY,
  TURNSTILE_SECRET,
  startHubspot,
  startResend,
  startTurnstile,
  startWebhookReceiver,
  type FakeControl,
} from './fakes'

// The built site (`npm run test:build`) served by `next start` on 127.0.0.1, wired to the local fakes.

export const TEST_PORT = testEnv.port
export const TEST_SITE_URL = testEnv.siteUrl
export const TEST_SIGNING_SECRET = testEnv.signingSecret
/** What the test sites accept as the scheduled lead delivery's Bearer token. */
export const TEST_CRON_SECRET = 'test-cron-secret-0123456789'

export interface StackInfo {
  baseUrl: string
  dataDir: string
  resend: string
  turnstile: string
  hubspot: string
  webhook: string
}

export interface Stack extends StackInfo {
  stop(): Promise<void>
}

const root = process.cwd()

/** Environment shared by the test build and the servers started from it. */
export const testBuildEnv = {
  SITE_URL: TEST_SITE_URL,
  NEXT_DIST_DIR: testEnv.distDir,
  NEXT_TELEMETRY_DISABLED: '1',
}

/** Fails at once when something already listens on the port: the tests would otherwise talk to it. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop whatever listens there (a leftover next start?)`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/**
 * How a benchmark runs the server: `cpus` pins it to those cores (taskset), `logFile` takes its output instead of
 * this process, which would otherwise read every request's log line while it generates the load.
 */
export interface ServerPlacement {
  cpus?: string
  logFile?: string
  /** Another checkout whose own test build to serve: a baseline measured in the same run. */
  dir?: string
}

export interface RunningServer {
  child: ChildProcess
  output: ProcessOutput
}

export async function startNext(
  env: Record<string, string>,
  port = TEST_PORT,
  { cpus, logFile, dir = root }: ServerPlacement = {},
): Promise<RunningServer> {
  await assertPortFree(port)
  const command = [
    process.execPath,
    path.join(dir, 'node_modules/next/dist/bin/next'),
    'start',
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
  ]
  const [file, ...args] = cpus ? ['taskset', '-c', cpus, ...command] : command
  const log = logFile ? openSync(logFile, 'a') : undefined
  const child = spawn(file!, args, {
    cwd: dir,
    env: { ...process.env, ...testBuildEnv, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
  })
  if (log !== undefined) closeSync(log)
  const output = logFile ? fileOutput(logFile) : pipedOutput(child)
  await untilPrinted(child, output, NEXT_READY, 60_000)
  // Requests wait while the server loads; this one fails if it could not start (a refused production setting).
  const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined)
  if (!res?.ok)
    throw new Error(`next start did not serve its home page (${res?.status ?? 'no answer'}):\n${output.read()}`)
  if (process.env.TEST_SERVER_LOG) child.stdout?.pipe(process.stdout)
  return { child, output }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}

/**
 * Fakes plus the site. `challenge: 'turnstile'` verifies tokens at the fake siteverify (API tests);
 * `'local'` uses the embedded challenge, which a real browser can pass without Cloudflare (end-to-end tests).
 * `minFillMs` sets the too-fast rule (FORM_MIN_FILL_MS): the API tests keep the real 3 s and mint markers in the
 * past; a browser journey turns it off rather than sleeping.
 */
export async function startStack({
  challenge,
  minFillMs,
}: {
  challenge: 'turnstile' | 'local'
  minFillMs?: number
}): Promise<Stack> {
  const fakes: FakeControl[] = await Promise.all([
    startResend(),
    startTurnstile(),
    startHubspot(),
    startWebhookReceiver(),
  ])
  const [resend, turnstile, hubspot, webhook] = fakes as [FakeControl, FakeControl, FakeControl, FakeControl]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  const server = await startNext({
    TRUST_PROXY: 'x-forwarded-for',
    SIGNING_SECRET: TEST_SIGNING_SECRET,
    CRON_SECRET: TEST_CRON_SECRET,
    DATA_DIR: dataDir,
    RESEND_API_KEY: RESEND_KEY,
    RESEND_BASE_URL: resend.url,
    HUBSPOT_TOKEN,
    HUBSPOT_BASE_URL: hubspot.url,
    ...(minFillMs === undefined ? {} : { FORM_MIN_FILL_MS: String(minFillMs) }),
    ...(challenge === 'turnstile'
      ? {
          TURNSTILE_SITE_KEY: 'test-site-key',
          TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
          TURNSTILE_VERIFY_URL: `${turnstile.url}/turnstile/v0/siteverify`,
        }
      : { ALLOW_LOCAL_ADAPTERS: '1' }),
  }).catch(async (error) => {
    await Promise.all(fakes.map((f) => f.close()))
    throw error
  })
  return {
    baseUrl: TEST_SITE_URL,
    dataDir,
    resend: resend.url,
    turnstile: turnstile.url,
    hubspot: hubspot.url,
    webhook: webhook.url,
    async stop() {
      await stopProcess(server.child)
      await Promise.all(fakes.map((f) => f.close()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface ExtraSite {
  url: string
  dataDir: string
  /** What the server wrote so far, stdout and stderr. */
  output: () => string
  stop(): Promise<void>
}

/**
 * One more instance of the test build, on a free port, on the embedded local adapters unless `env` says otherwise
 * (a setting's effect on a real `next start`). Its own data directory; stopped and cleaned by `stop`. `port`: one
 * chosen beforehand, where the site must be told its own address (SITE_URL: the editor's sign-in returns there).
 */
export async function startExtraSite(
  env: Record<string, string> = {},
  placement: ServerPlacement = {},
  port?: number,
): Promise<ExtraSite> {
  port ??= await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-extra-'))
  const server = await startNext(
    {
      TRUST_PROXY: 'x-forwarded-for',
      SIGNING_SECRET: TEST_SIGNING_SECRET,
      CRON_SECRET: TEST_CRON_SECRET,
      DATA_DIR: dataDir,
      ALLOW_LOCAL_ADAPTERS: '1',
      ALLOWED_ORIGINS: url,
      ...env,
    },
    port,
    placement,
  )
  return {
    url,
    dataDir,
    output: server.output.read,
    async stop() {
      await stopProcess(server.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/ports'
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

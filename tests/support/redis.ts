import { spawn } from 'node:child_process'
import { freePort } from './ports'
import { pipedOutput, untilPrinted } from './process-output'

/** A real redis-server on 127.0.0.1, on a free port (or `port`, to bring one back), with no persistence; stopped by the caller. */
export async function startRedis(port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  port ??= await freePort()
  // DEBUG SLEEP (from 127.0.0.1 only) lets a test make Redis slow.
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--enable-debug-command',
      'local',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const output = pipedOutput(child)
  await untilPrinted(child, output, /Ready to accept connections/, 30_000)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

import { spawn } from 'node:child_process'

/** `count` processes that each keep a core busy, as other work does on a visitor's phone; returns what stops them. */
export function busyProcesses(count: number): () => void {
  const busy = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  return () => {
    for (const process of busy) process.kill()
  }
}

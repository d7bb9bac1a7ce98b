import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/ports'
import { NEXT_READY, pipedOutput, untilPrinted } from '../tests/support/process-output'
import { stopProcess } from '../tests/support/stack'

// The floor of the framework our pages run on: bench/next-floor, the smallest App Router page with one client form,
// installed and built as a project of its own (inside this one, Next would take our next.config and proxy for its
// own) with our versions of Next and React.

const ours = (await import('../package.json', { with: { type: 'json' } })).default
const pinned = (names: string[], from: Record<string, string>) => Object.fromEntries(names.map((n) => [n, from[n]!]))
const floorSource = path.resolve(import.meta.dirname, 'next-floor')
// The site's hook by which a form says React has hydrated it, so that the bench reads the floor as it reads our pages.
const hydratedHook = path.resolve(import.meta.dirname, '../components/forms/use-hydrated.ts')
const manifest = JSON.stringify({
  private: true,
  dependencies: pinned(['next', 'react', 'react-dom'], ours.dependencies),
  devDependencies: pinned(['typescript', '@types/react', '@types/node'], ours.devDependencies),
})
// Built once per version of what goes into it: its files, the hook, its dependencies.
const digest = createHash('sha256').update(manifest).update(readFileSync(hydratedHook))
const sourceFiles = readdirSync(floorSource, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
for (const file of sourceFiles.sort()) digest.update(file.slice(floorSource.length)).update(readFileSync(file))
const floorDir = path.join(tmpdir(), `next-floor-${ours.dependencies.next}-${digest.digest('hex').slice(0, 8)}`)
// The floor's own `next` command, as npm links it for its scripts.
const nextBin = path.join(floorDir, 'node_modules/.bin/next')

function buildFloor() {
  if (existsSync(path.join(floorDir, '.next/BUILD_ID'))) return
  mkdirSync(floorDir, { recursive: true })
  for (const part of ['app', 'next.config.ts'])
    cpSync(path.join(floorSource, part), path.join(floorDir, part), { recursive: true })
  cpSync(hydratedHook, path.join(floorDir, 'app', 'use-hydrated.ts'))
  writeFileSync(path.join(floorDir, 'package.json'), manifest)
  const run = (file: string, args: string[]) =>
    execFileSync(file, args, { cwd: floorDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  run(nextBin, ['build'])
}

/** The floor built (once per version) and served by `next start` on 127.0.0.1: its page's address, and a stop. */
export async function startFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  buildFloor()
  const port = await freePort()
  const floor = spawn(nextBin, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: floorDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    await untilPrinted(floor, pipedOutput(floor), NEXT_READY, 60_000)
  } catch (error) {
    await stopProcess(floor)
    throw error
  }
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopProcess(floor) }
}

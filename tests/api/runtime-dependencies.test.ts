import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { testEnv } from '../support/test-env'

// `npm prune --omit=dev` after the build (docs/deployment.md) must leave everything `next start` loads. Next traces
// each server file's requires into `.nft.json` lists; no package on them may be one that package-lock.json marks as
// needed by dev dependencies only.
const root = process.cwd()
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>
}

function traces(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : traces(file)
    return entry.name.endsWith('.nft.json') ? [file] : []
  })
}

/** `node_modules/a/node_modules/@s/b/lib/x.js` -> `node_modules/a/node_modules/@s/b`, package-lock's key. */
function packageOf(relative: string): string | undefined {
  const parts = relative.split('/')
  if (parts[0] !== 'node_modules') return undefined
  let end = 0
  for (let i = 0; i < parts.length; i++)
    if (parts[i] === 'node_modules' && parts[i + 1]) end = i + (parts[i + 1]!.startsWith('@') ? 3 : 2)
  return parts.slice(0, end).join('/')
}

it('no file the server loads belongs to a dev-only package', () => {
  const distDir = path.join(root, testEnv.distDir)
  const devOnly = new Set<string>()
  for (const trace of traces(distDir)) {
    const { files } = JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }
    for (const file of files) {
      const relative = path.relative(root, path.resolve(path.dirname(trace), file))
      const key = packageOf(relative)
      // A bare package.json is read while resolving a module that is found elsewhere; a pruned one is not missed.
      if (key && lock.packages[key]?.dev && path.basename(relative) !== 'package.json')
        devOnly.add(`${key} (${relative})`)
    }
  }
  expect(traces(distDir).length).toBeGreaterThan(10)
  expect([...devOnly]).toEqual([])
})

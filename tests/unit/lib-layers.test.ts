import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// lib/'s top folders are layers by who loads them (docs/architecture.md): lib/server/ only the server, lib/browser/
// only the browser's bundle, lib/shared/ either. ESLint holds what each may import; this holds who imports each,
// which ESLint cannot see ('use client' is a directive, not a path). Type-only imports load nothing and do not count.

const root = path.resolve(import.meta.dirname, '../..')
const sourceDirs = ['app', 'components', 'lib', 'scripts']
const rootFiles = ['proxy.ts', 'instrumentation.ts', 'next.config.ts']

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return walk(file)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : []
  })
}
const files = [...sourceDirs.flatMap(walk), ...rootFiles.filter((f) => existsSync(path.join(root, f)))]
const source = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]))

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|new URL\(\s*['"](\.[^'"]+)['"]/g

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), spec)
      : undefined
  if (base === undefined) return undefined
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((f) => source.has(f))
}

/** What each file loads at run time. */
const loads = new Map(
  files.map((file) => [
    file,
    [...source.get(file)!.matchAll(importPattern)]
      .filter((m) => !/^(import|export)\s+type\s/.test(m[0]))
      .map((m) => resolve(file, (m[1] ?? m[2] ?? m[3] ?? m[4])!))
      .filter((f): f is string => f !== undefined),
  ]),
)

// Where the browser's bundle starts: client components and Web Workers.
const isClientEntry = (file: string) => /^\s*['"]use client['"]/.test(source.get(file)!) || file.endsWith('.worker.ts')

/** Every file reached from the roots, with the importer it was first reached from; `stop` ends a path. */
function reach(roots: string[], stop: (file: string) => boolean = () => false): Map<string, string> {
  const via = new Map(roots.map((r) => [r, r]))
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift())
    for (const next of loads.get(file) ?? [])
      if (!via.has(next) && !stop(next)) {
        via.set(next, file)
        queue.push(next)
      }
  return via
}

const browser = reach(files.filter(isClientEntry))
// The server's own code: everything outside lib/ that the browser does not load, up to where a client component starts.
const server = reach(
  files.filter((f) => !f.startsWith('lib/') && !browser.has(f)),
  isClientEntry,
)

const libFiles = files.filter((f) => f.startsWith('lib/'))

describe("lib/'s layers", () => {
  it('every file of lib/ is in one of server/, shared/, browser/', () => {
    expect(libFiles.filter((f) => !/^lib\/(server|shared|browser)\//.test(f))).toEqual([])
  })

  it('the browser loads nothing from lib/server/', () => {
    const leaks = libFiles
      .filter((f) => f.startsWith('lib/server/') && browser.has(f))
      .map((f) => `${f} (imported by ${browser.get(f)})`)
    expect(leaks).toEqual([])
  })

  it("nothing of the server's own code loads lib/browser/", () => {
    const leaks = libFiles
      .filter((f) => f.startsWith('lib/browser/') && server.has(f))
      .map((f) => `${f} (imported by ${server.get(f)})`)
    expect(leaks).toEqual([])
  })

  it('the walk sees the imports it judges', () => {
    // Guards against a walk that finds nothing and so passes: known edges of each kind.
    expect(browser.get('lib/browser/sap-exports/read-export.ts')).toBe('components/ksc/evidence/sap-exports.worker.ts')
    expect(browser.has('lib/shared/contracts/contact.ts')).toBe(true)
    expect(server.has('lib/shared/contracts/contact.ts')).toBe(true)
    expect(server.has('lib/server/http/pipeline/endpoint.ts')).toBe(true)
  })
})

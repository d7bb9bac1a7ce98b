import { spawn, type ChildProcess } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  cpSync,
  openSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileOutput, untilPrinted, type ProcessOutput } from '../process-output'

// What `vercel build` wrote (.vercel/output, the Build Output API v3), read as the platform reads it: each
// function is its folder plus the files its .vc-config.json lists from the project, nothing else.

export interface VcConfig {
  handler: string
  runtime: string
  /** Where each file of the function comes from, relative to the project. */
  filePathMap?: Record<string, string>
}

export interface Route {
  src?: string
  dest?: string
  headers?: Record<string, string>
  status?: number
  continue?: boolean
  handle?: string
  middlewarePath?: string
  has?: Condition[]
  missing?: Condition[]
}

/** A `has`/`missing` condition: `value` is a regular expression the whole value must match; absent, presence is enough. */
export interface Condition {
  type: string
  key?: string
  value?: string
}

export interface BuildOutput {
  dir: string
  projectRoot: string
  config: {
    routes: Route[]
    /** Static files served at another path or with a given type, by their path under static/. */
    overrides?: Record<string, { path?: string; contentType?: string }>
    crons?: { path: string; schedule: string }[]
    images?: unknown
  }
  /** Every distinct function folder (symlinked names resolved), relative to functions/. */
  functions(): string[]
  vcConfig(fn: string): VcConfig
  /** The function folder that serves a route name (`api/contact`, `_middleware`), if any. */
  functionOf(name: string): string | undefined
}

export function readBuildOutput(dir: string, projectRoot: string): BuildOutput {
  const functionsDir = path.join(dir, 'functions')
  const config = JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')) as BuildOutput['config']
  const real = (folder: string) => path.relative(functionsDir, realpathSync(folder))
  return {
    dir,
    projectRoot,
    config,
    functions() {
      const found = new Set<string>()
      const walk = (at: string) => {
        for (const entry of readdirSync(at)) {
          const full = path.join(at, entry)
          if (entry.endsWith('.func')) found.add(real(full))
          else if (statSync(full).isDirectory()) walk(full)
        }
      }
      walk(functionsDir)
      return [...found].sort()
    },
    vcConfig: (fn) => JSON.parse(readFileSync(path.join(functionsDir, fn, '.vc-config.json'), 'utf8')) as VcConfig,
    functionOf(name) {
      const folder = path.join(functionsDir, `${name}.func`)
      return existsSync(folder) ? real(folder) : undefined
    },
  }
}

/** Size in bytes and number of files of a function: its folder and its file list. */
export function functionSize(output: BuildOutput, fn: string): { bytes: number; files: number } {
  const map = output.vcConfig(fn).filePathMap ?? {}
  let bytes = 0
  for (const from of Object.values(map)) {
    const file = path.join(output.projectRoot, from)
    if (!lstatSync(file).isSymbolicLink()) bytes += statSync(file).size
  }
  return { bytes, files: Object.keys(map).length }
}

/** Copies a function into a folder of its own: what the platform unpacks for it. Symbolic links stay links. */
export function layOut(output: BuildOutput, fn: string, into: string): string {
  cpSync(path.join(output.dir, 'functions', fn), into, { recursive: true, dereference: true })
  for (const [to, from] of Object.entries(output.vcConfig(fn).filePathMap ?? {})) {
    const target = path.join(into, to)
    if (existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    const source = path.join(output.projectRoot, from)
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else copyFileSync(source, target)
  }
  return into
}

export interface RunningFunction {
  url: string
  child: ChildProcess
  output: ProcessOutput
  stop(): Promise<void>
}

const runner = path.resolve('tests/support/vercel/run-function.cjs')

/**
 * Starts a laid-out function with the deployment's environment, its output written to `logFile`; `proxy` for the
 * middleware's web-Request launcher.
 */
export async function startFunction(
  folder: string,
  kind: 'proxy' | 'node',
  env: Record<string, string>,
  logFile: string,
): Promise<RunningFunction> {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, [runner, folder, kind], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const output = fileOutput(logFile)
  const [, port] = await untilPrinted(child, output, /listening (\d+)/, 60_000)
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A temporary folder for laid-out functions, removed by the caller. */
export const layoutRoot = () => mkdtempSync(path.join(tmpdir(), 'vercel-functions-'))
export const removeLayout = (dir: string) => rmSync(dir, { recursive: true, force: true })

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  layOut,
  layoutRoot,
  readBuildOutput,
  removeLayout,
  startFunction,
  type BuildOutput,
  type RunningFunction,
} from './build-output'
import { VercelFront } from './front'

// A Vercel deployment of this project, made and run here: `vercel build` (the CLI pinned in package.json, offline),
// then its functions started on demand from their own file lists, behind a front that routes as config.json says.

const VERCEL_BIN = path.resolve('node_modules/.bin/vercel')
/** The project settings a linked project would hold; the installed node_modules are used as they are. */
const PROJECT = {
  projectId: 'prj_local_test_stage',
  orgId: 'team_local_test_stage',
  settings: { framework: 'nextjs', installCommand: '', outputDirectory: '.next-vercel' },
}

export interface BuildRun {
  status: number | null
  output: string
  outputDir: string
}

/** Links the project for the build, as `vercel pull` would; refuses to replace a real link. */
function linkProject(): void {
  const file = path.resolve('.vercel/project.json')
  if (existsSync(file)) {
    const linked = JSON.parse(readFileSync(file, 'utf8')) as { projectId?: string }
    if (linked.projectId !== PROJECT.projectId)
      throw new Error(`${file} links a real Vercel project; run the test stage in a clone without it`)
    return
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(PROJECT))
}

/**
 * `vercel build --prod` with exactly `env` (and what a shell needs), into `.vercel/<name>`. NEXT_DIST_DIR keeps it
 * off the developer's .next and the test build's .next-test; a build by another name (one meant to be refused)
 * writes elsewhere still. (The CLI also deletes the default `.vercel/output` whenever it is given another.)
 */
export function vercelBuild(env: Record<string, string>, name = 'deployment'): Promise<BuildRun> {
  linkProject()
  const outputDir = path.resolve('.vercel', name)
  const distDir = name === 'deployment' ? PROJECT.settings.outputDirectory : `.vercel/next-${name}`
  const child = spawn(VERCEL_BIN, ['build', '--prod', '--yes', '--output', outputDir], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      VERCEL_TELEMETRY_DISABLED: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d))
  child.stderr.on('data', (d: Buffer) => (output += d))
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output, outputDir })))
}

export interface Deployment {
  url: string
  output: BuildOutput
  /** Where each function writes what it prints: <folder with / as ->.log. */
  logDir: string
  stop(): Promise<void>
}

export const logFileOf = (logDir: string, fn: string) => path.join(logDir, `${fn.replaceAll('/', '-')}.log`)

/** Sends a web Request to a function's server over HTTP/1.1, its Host header kept. */
function forward(base: string, request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pathname, search } = new URL(request.url)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => (headers[name] = value))
    headers.host = new URL(request.url).host
    const out = httpRequest(`${base}${pathname}${search}`, { method: request.method, headers }, (res) => {
      const answer = new Headers()
      for (const [name, value] of Object.entries(res.headers))
        for (const v of [value ?? []].flat()) answer.append(name, v)
      const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD'
      resolve(
        new Response(empty ? null : (Readable.toWeb(res) as ReadableStream), {
          status: res.statusCode,
          headers: answer,
        }),
      )
    })
    out.on('error', reject)
    if (request.body) Readable.fromWeb(request.body as never).pipe(out)
    else out.end()
  })
}

/** Starts the deployment in `outputDir` on 127.0.0.1:`port`, its functions run with `env`. */
export async function startDeployment(
  outputDir: string,
  port: number,
  env: Record<string, string>,
): Promise<Deployment> {
  const output = readBuildOutput(outputDir, process.cwd())
  const root = layoutRoot()
  const logDir = path.join(root, 'logs')
  mkdirSync(logDir)
  const running = new Map<string, Promise<RunningFunction>>()
  const start = (fn: string) => {
    let pending = running.get(fn)
    if (!pending) {
      const folder = layOut(output, fn, path.join(root, 'functions', fn))
      pending = startFunction(
        folder,
        fn === output.functionOf('_middleware') ? 'proxy' : 'node',
        { ...env, VERCEL: '1' },
        logFileOf(logDir, fn),
      )
      running.set(fn, pending)
    }
    return pending
  }
  const front = new VercelFront(output, async (fn, request) => forward((await start(fn)).url, request))
  await front.listen(port)
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    logDir,
    async stop() {
      // TEST_SERVER_LOG=1 shows what the functions printed, as it does for the test site.
      if (process.env.TEST_SERVER_LOG)
        for (const fn of running.keys()) console.log(`--- ${fn}\n${readFileSync(logFileOf(logDir, fn), 'utf8')}`)
      await front.close()
      await Promise.all([...running.values()].map(async (p) => (await p.catch(() => undefined))?.stop()))
      removeLayout(root)
    },
  }
}

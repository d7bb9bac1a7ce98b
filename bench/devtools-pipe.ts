import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'

// Chromium driven over its own DevTools pipe, with no domain enabled but what a benchmark asks for. Playwright (and
// Lighthouse) enable the Runtime domain on every page, and with it the inspector makes V8 record a detailed stack
// for every Error a script creates: V8 then re-parses each function on the stack for its source positions. On a
// page that starts React, that is React DOM's whole module, 40-70 ms at a 4x slowdown, a cost no visitor pays
// (bench/history.md, issue 22). Messages are JSON, each ended by a NUL byte, on file descriptors 3 (to Chromium)
// and 4 (from it).

type Params = Record<string, unknown>
interface Message {
  id?: number
  method?: string
  params?: Params
  result?: Params
  error?: { message: string }
  sessionId?: string
}

export interface DevtoolsBrowser {
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>
  /** Calls `listener` with the params of every event of this method, for as long as the browser runs. */
  on(method: string, listener: (params: Params, sessionId?: string) => void): void
  close(): Promise<void>
}

export function launchOverPipe(executable: string, args: string[] = []): DevtoolsBrowser {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executable,
    ['--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--no-first-run', ...args],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const toBrowser = child.stdio[3] as Writable
  const fromBrowser = child.stdio[4] as Readable
  const pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>()
  const listeners = new Map<string, ((params: Params, sessionId?: string) => void)[]>()
  let nextId = 0
  let buffered = ''
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (data: string) => {
    buffered += data
    let end: number
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Message
      buffered = buffered.slice(end + 1)
      if (message.id !== undefined) {
        const waiting = pending.get(message.id)
        pending.delete(message.id)
        if (message.error) waiting?.reject(new Error(message.error.message))
        else waiting?.resolve(message.result ?? {})
      } else for (const listener of listeners.get(message.method!) ?? []) listener(message.params!, message.sessionId)
    }
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    send: <T>(method: string, params: Params = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = ++nextId
        pending.set(id, { resolve: resolve as (result: Params) => void, reject })
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
      }),
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener])
    },
    async close() {
      child.kill()
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

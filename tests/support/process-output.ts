import type { ChildProcess } from 'node:child_process'
import { readFileSync, watch } from 'node:fs'

// What a server the tests start has printed, and waiting for a line of it as soon as it is written: no polling.

/** A child's output: read what it wrote so far, and hear when it writes more. */
export interface ProcessOutput {
  read(): string
  /** Calls `listener` after each write; returns how to stop. */
  onWrite(listener: () => void): () => void
}

/** The output of a child whose stdout and stderr are pipes. */
export function pipedOutput(child: ChildProcess): ProcessOutput {
  let text = ''
  const listeners = new Set<() => void>()
  const take = (chunk: Buffer) => {
    text += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  return { read: () => text, onWrite: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) }
}

/** The output of a child that writes to a file. */
export function fileOutput(file: string): ProcessOutput {
  return {
    read: () => readFileSync(file, 'utf8'),
    onWrite: (listener) => {
      const watcher = watch(file, listener)
      return () => watcher.close()
    },
  }
}

/**
 * The first match of `pattern` in the output, as soon as it is written. Fails when the child exits first, or
 * after `ceilingMs` (a ceiling for a busy machine, not a wait).
 */
export function untilPrinted(
  child: ChildProcess,
  output: ProcessOutput,
  pattern: RegExp,
  ceilingMs: number,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(ceiling)
      stopListening()
      child.off('exit', exited)
      outcome()
    }
    const check = () => {
      const match = pattern.exec(output.read())
      if (match) finish(() => resolve(match))
    }
    const exited = (code: number | null) =>
      finish(() => reject(new Error(`the process exited (${code}) before printing ${pattern}:\n${output.read()}`)))
    const ceiling = setTimeout(
      () => finish(() => reject(new Error(`${pattern} not printed within ${ceilingMs / 1000} s:\n${output.read()}`))),
      ceilingMs,
    )
    const stopListening = output.onWrite(check)
    child.once('exit', exited)
    if (child.exitCode !== null) return exited(child.exitCode)
    check()
  })
}

/** What Next prints once `next start` or `next dev` listens. */
export const NEXT_READY = /Ready in/

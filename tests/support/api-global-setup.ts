import type { TestProject } from 'vitest/node'
import { startStack, type StackInfo } from './stack'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}

// The API tests talk to the built site over real HTTP; the site talks to the fakes through its real adapters.
export default async function setup(project: TestProject) {
  const stack = await startStack({ challenge: 'turnstile' })
  const { stop, ...info } = stack
  project.provide('stack', info)
  return stop
}

import type { StackInfo } from '../support/stack'

export const stack = (): StackInfo => JSON.parse(process.env.E2E_STACK ?? '{}') as StackInfo

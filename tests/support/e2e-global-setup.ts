import { startStack } from './stack'

// The end-to-end run uses the embedded challenge (turnstile.spec.ts starts a site of its own in Turnstile mode, on
// these fakes) with the real Resend and HubSpot adapters pointed at the fakes. Workers read their addresses from
// E2E_STACK.
export default async function globalSetup() {
  const stack = await startStack({ challenge: 'local', minFillMs: 0 })
  const { stop, ...info } = stack
  process.env.E2E_STACK = JSON.stringify(info)
  return stop
}

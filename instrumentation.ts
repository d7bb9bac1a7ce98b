// Runs once when a server starts. Instrumentation is also compiled for the edge runtime, which this site
// does not use, so the Node.js-only parts are loaded only under Node.js: the production-settings check, and
// the gate in front of Next for methods it cannot route (lib/http/method-gate.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/check-deployable')
    const { installMethodGate } = await import('./lib/http/method-gate')
    installMethodGate()
  }
}

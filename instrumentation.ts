// Runs once when a server starts. Instrumentation is also compiled for the edge runtime, which this site
// does not use, so the Node.js-only check is loaded only under Node.js.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/check-deployable')
}

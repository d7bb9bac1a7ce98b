// Runs when a server process starts, in every function of a deployment, so it does only what all of them need:
// the check of a production server's settings (lib/check-deployable.ts), and a warning when SITE_URL is not the
// build's (lib/check-site-url.ts). Instrumentation is also compiled for the edge runtime, which this site does not use.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  await import('./lib/check-deployable')
  await import('./lib/check-site-url')
}

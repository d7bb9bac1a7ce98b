// Every server process, once: a production server's settings checked, and SITE_URL compared with the build's.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  await import('./lib/server/check-deployable')
  await import('./lib/server/check-site-url')
}

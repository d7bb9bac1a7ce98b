import { hostname, networkInterfaces } from 'node:os'

// The names that reach a dev server on this machine (loopback, host name, interfaces): next.config.ts's
// allowedDevOrigins and the origin allow-list take them in development.

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/

export function devServerHostnames(): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((nic) => (nic?.family === 'IPv6' ? `[${nic.address}]` : nic?.address))
  return [
    ...new Set(['localhost', '[::1]', hostname().toLowerCase(), ...addresses].filter((name): name is string => !!name)),
  ]
}

/** allowedDevOrigins: Next matches a `*` to one label, so `127.*.*.*` is all of 127.0.0.0/8. */
export const devOriginPatterns = () => ['127.*.*.*', ...devServerHostnames()]

export const isDevServerHostname = (name: string) => LOOPBACK_V4.test(name) || devServerHostnames().includes(name)

import { assertDeployable, getConfig } from './config'

// A server of its own (`next start`) on unsafe production settings refuses to start. Next would keep serving 500s
// after a failed instrumentation hook, so the process ends instead, with the message that names what to set. A
// Vercel deployment was checked when it was built (next.config.ts): its functions skip this.
const config = getConfig()
if (config.platform === 'server') {
  try {
    assertDeployable(config)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

import { assertDeployable, getConfig } from './config'

// `next start` on unsafe settings exits with what to set (after a failed hook Next would serve 500s); Vercel
// deployments were checked at build time.
const config = getConfig()
if (config.platform === 'server') {
  try {
    assertDeployable(config)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

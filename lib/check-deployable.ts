import { assertDeployable, getConfig } from './config'

// A production server on embedded local defaults refuses to start. Next would keep serving 500s after a
// failed instrumentation hook, so the process ends instead, with the message that names what to set.
try {
  assertDeployable(getConfig())
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

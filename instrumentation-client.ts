import { config } from 'zod/v4/core'

// No 'unsafe-eval' on pages: zod must not probe it.
config({ jitless: true })

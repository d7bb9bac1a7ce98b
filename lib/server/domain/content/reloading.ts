import 'server-only'
import { getConfig } from '@/lib/server/config'

const DEV_REFRESH_MS = 1000

/** Once per process in production; in development at most once a second, so one render's lookups share a read. */
export function reloading<T>(load: () => T): () => T {
  let cached: { value: T; at: number } | undefined
  return () => {
    const now = Date.now()
    if (!cached || (!getConfig().production && now - cached.at > DEV_REFRESH_MS)) cached = { value: load(), at: now }
    return cached.value
  }
}

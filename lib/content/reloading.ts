import 'server-only'
import { getConfig } from '@/lib/config'

const DEV_REFRESH_MS = 1000

/**
 * Content read from disk, once per process in production. In development it is read again at most once a
 * second: an edit shows on the next reload, while one render's many lookups share one read of the files.
 */
export function reloading<T>(load: () => T): () => T {
  let cached: { value: T; at: number } | undefined
  return () => {
    const now = Date.now()
    if (!cached || (!getConfig().production && now - cached.at > DEV_REFRESH_MS)) cached = { value: load(), at: now }
    return cached.value
  }
}

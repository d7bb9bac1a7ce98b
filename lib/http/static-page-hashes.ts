import { readFile } from 'node:fs/promises'
import { prerenderedFile } from '@/lib/build/prerendered-file'
import { log } from '@/lib/log'
import { cspHash } from './content-security-policy'

// The hashes of a static page's inline scripts and styles, read from the HTML `next build` wrote for it
// (<distDir>/server/app/<path>.html, what `next start` serves for that path). Once per page and server: a
// build does not change under a running server.

export interface InlineHashes {
  scriptHashes: string[]
  styleHashes: string[]
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g

export function inlineHashes(html: string): InlineHashes {
  const hashesOf = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => cspHash(m[1]!)))]
  return { scriptHashes: hashesOf(INLINE_SCRIPT), styleHashes: hashesOf(INLINE_STYLE) }
}

const cache = new Map<string, Promise<InlineHashes | undefined>>()

/** Undefined (and an error in the log) when the build holds no HTML for the page. */
export function staticPageHashes(distDir: string, pagePath: string): Promise<InlineHashes | undefined> {
  let pending = cache.get(pagePath)
  if (!pending) {
    const file = prerenderedFile(distDir, pagePath)
    pending = readFile(file, 'utf8').then(inlineHashes, (error: NodeJS.ErrnoException) => {
      log.error('csp-hashes-missing', { path: pagePath, file, code: error.code })
      return undefined
    })
    cache.set(pagePath, pending)
  }
  return pending
}

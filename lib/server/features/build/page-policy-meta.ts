import { cspHash, pageMetaPolicy } from '@/lib/server/http/headers/content-security-policy'

// A built page's own Content-Security-Policy, written into its HTML (the reasoning: content-security-policy.ts).
// It comes first in <head>, after the charset: a <meta> policy governs only what follows it.

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\s+charSet="utf-8"\s*\/?>)?/i

export function inlineHashes(html: string) {
  const hashesOf = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => cspHash(m[1]!)))]
  return { scriptHashes: hashesOf(INLINE_SCRIPT), styleHashes: hashesOf(INLINE_STYLE) }
}

/** The page with its own policy, allowing exactly the inline scripts and styles it holds. */
export function withPolicyMeta(html: string, form: boolean): string {
  const head = HEAD_START.exec(html)
  if (!head) throw new Error('the page has no <head>')
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('the page has a policy of its own already')
  const policy = pageMetaPolicy({ ...inlineHashes(html), form })
  const at = head.index + head[0].length
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice(at)}`
}

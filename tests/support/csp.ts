import { expect } from 'vitest'
import { cspHash } from '@/lib/server/http/headers/content-security-policy'

// Reading Content-Security-Policies as a browser does, for tests of what a page may run.

export type Policy = Map<string, string[]>

export function parsePolicy(header: string | null | undefined): Policy {
  expect(header).toBeTruthy()
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )
}

/** The policy a page carries in its own HTML (written by the build). */
export const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

/** Every script and style in the HTML may run under the policy: inline by hash (or 'unsafe-inline' without any), files by 'self'. */
export function expectPageAllowed(policy: Policy, html: string) {
  const allows = (directive: string, text: string) => {
    const sources = policy.get(directive) ?? policy.get('default-src')!
    const byHash = sources.some((s) => s.startsWith("'sha256-"))
    return sources.includes(`'${cspHash(text)}'`) || (!byHash && sources.includes("'unsafe-inline'"))
  }
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) expect(policy.get('script-src')).toContain("'self'")
    else expect(allows('script-src', text!), `inline script ${text!.slice(0, 80)}`).toBe(true)
  }
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    expect(allows('style-src', text!)).toBe(true)
  if (/<link\b[^>]*rel="stylesheet"/.test(html)) expect(policy.get('style-src')).toContain("'self'")
}

import 'server-only'
import { getConfig } from '@/lib/config'
import type { Doc } from '@/lib/content'
import { formOf } from '@/lib/content/rendering'
import { newNonce, pagePolicy } from './content-security-policy'
import { staticPageHashes } from './static-page-hashes'

export interface PagePolicy {
  policy: string
  /** Set when the page is rendered per request (`next dev`, or a build whose HTML this server cannot read): the proxy hands the policy to Next with the request, for the nonce. */
  nonce?: string
}

/** The Content-Security-Policy of one page (the reasoning: content-security-policy.ts). */
export async function policyOfPage(doc: Doc): Promise<PagePolicy> {
  const config = getConfig()
  const development = !config.production
  const turnstile = formOf(doc) !== undefined && config.challenge.kind === 'turnstile'
  const hashes = development ? undefined : await staticPageHashes(config.distDir, doc.path)
  if (hashes) return { policy: pagePolicy({ sources: hashes, turnstile, development }) }
  const nonce = newNonce()
  return { policy: pagePolicy({ sources: { nonce }, turnstile, development }), nonce }
}

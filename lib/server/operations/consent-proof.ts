import 'server-only'
import type { HandlerContext } from '@/lib/server/http/pipeline/endpoint'
import { CONSENT_VERSION } from '@/lib/shared/i18n/consents'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { ConsentProof } from '@/lib/server/adapters/crm/lead'

/** What a lead records of the consents given: which, to which wording, when, on which page, in which language. */
export function consentProof(purposes: Record<string, boolean>, lang: Lang, context: HandlerContext): ConsentProof {
  return {
    purposes,
    textVersion: CONSENT_VERSION,
    givenAt: context.receivedAt.toISOString(),
    page: context.request.headers.get('referer') ?? undefined,
    lang,
  }
}

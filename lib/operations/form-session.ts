import 'server-only'
import type { issueFormSession } from '@/lib/contracts/operations'
import { issueChallenge } from '@/lib/guards/challenge'
import { getConfig } from '@/lib/config'
import { FORM_TTL_MS, mintFormMarker } from '@/lib/guards/form-marker'
import type { Handler } from '@/lib/pipeline/endpoint'

// A static form page's marker and challenge; `lang` is only the language of the errors.
export const handleFormSession: Handler<typeof issueFormSession> = async ({ operation }) => ({
  ok: true,
  marker: mintFormMarker(operation),
  readyInMs: getConfig().minFillMs,
  expiresInMs: FORM_TTL_MS,
  challenge: issueChallenge(operation),
})

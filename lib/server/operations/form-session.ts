import 'server-only'
import type { issueFormSession } from '@/lib/shared/contracts/operations'
import { issueChallenge } from '@/lib/server/http/guards/challenge'
import { getConfig } from '@/lib/server/config'
import { FORM_TTL_MS, mintFormMarker } from '@/lib/server/http/guards/form-marker'
import type { Handler } from '@/lib/server/http/pipeline/endpoint'

// A static form page's marker and challenge; `lang` is only the language of the errors.
export const handleFormSession: Handler<typeof issueFormSession> = async ({ operation }) => ({
  ok: true,
  marker: mintFormMarker(operation),
  readyInMs: getConfig().minFillMs,
  expiresInMs: FORM_TTL_MS,
  challenge: issueChallenge(operation),
})

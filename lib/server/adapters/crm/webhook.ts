import 'server-only'
import { Webhook } from 'standardwebhooks'
import { CrmRefusedError, retryAfterMs, type Lead, type LeadStore } from './lead'

// A lead as a Standard Webhooks POST; webhook-id is the lead's id on every retry, so a receiver can drop a repeat.
// A whsec_<base64> secret is used decoded, as the spec prescribes; any other string as its bytes.

const signer = (secret: string) =>
  secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(Buffer.from(secret), { format: 'raw' })

export function webhookStore(settings: { url: string; secret: string; timeoutMs: number }): LeadStore {
  return {
    async create(lead: Lead, id: string) {
      const timestamp = Math.floor(Date.now() / 1000)
      const body = JSON.stringify({
        type: 'lead.created',
        timestamp: new Date(timestamp * 1000).toISOString(),
        data: lead,
      })
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signer(settings.secret).sign(id, new Date(timestamp * 1000), body),
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      if (!response.ok)
        throw new CrmRefusedError(
          `CRM webhook answered ${response.status}`,
          retryAfterMs(response.headers.get('retry-after')),
        )
    },
  }
}

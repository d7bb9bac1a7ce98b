import type { Lang } from '@/lib/shared/i18n/langs'

// The CRM port. Adapters: HubSpot, a signed webhook (for Pipedrive, Zapier, n8n, Make), a local NDJSON file.

/** Proof of consent carried with every lead: what was agreed to, to which text, when, where, in which language. */
export interface ConsentProof {
  purposes: Record<string, boolean>
  textVersion: string
  givenAt: string
  page?: string
  lang: Lang
}

export interface Lead {
  /** Operation that produced the lead, e.g. submitContactForm. */
  source: string
  email: string
  firstName?: string
  lastName?: string
  company?: string
  phone?: string
  role?: string
  /** A human-readable summary for the CRM record. */
  note: string
  consent: ConsentProof
  /** Further structured facts (area, score, material) as strings. */
  properties: Record<string, string>
}

export interface LeadStore {
  /** Resolves once the CRM has the lead; throws when it does not. `id` is stable across retries. */
  create(lead: Lead, id: string): Promise<void>
}

/** The CRM did not take the lead; `retryAfterMs` when it said how long to wait (429, 503 with Retry-After). */
export class CrmRefusedError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'CrmRefusedError'
  }
}

/** Retry-After in seconds or as an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

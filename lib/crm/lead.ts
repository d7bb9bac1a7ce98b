import type { Lang } from '@/lib/i18n/langs'

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

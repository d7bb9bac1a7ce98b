import 'server-only'
import { randomUUID } from 'node:crypto'
import { after } from 'next/server'
import { getConfig } from '@/lib/config'
import { announceLocalWrite } from '@/lib/dev-outbox/announce'
import { log } from '@/lib/log'
import { hubspotStore } from './hubspot'
import type { Lead, LeadStore } from './lead'
import { localFileStore } from './local-file'
import { webhookStore } from './webhook'

/** Pauses before each attempt: the CRM gets three chances over about two seconds. */
export const RETRY_DELAYS_MS = [0, 400, 1600]

let store: LeadStore | undefined

function leadStore(): LeadStore {
  if (!store) {
    const crm = getConfig().crm
    store = crm.kind === 'hubspot' ? hubspotStore(crm) : crm.kind === 'webhook' ? webhookStore(crm) : localFileStore(crm.file, (id) => announceLocalWrite('lead', id))
  }
  return store
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Hands the lead to the CRM, retrying; if it never lands, says so loudly (the enquiry itself is in the mail). */
export async function deliverLead(lead: Lead, target: LeadStore = leadStore()): Promise<boolean> {
  const id = randomUUID()
  let lastError = ''
  for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
    await sleep(delay)
    try {
      await target.create(lead, id)
      return true
    } catch (error) {
      lastError = (error as Error).message
      log.warn('crm_attempt_failed', { leadId: id, source: lead.source, attempt: attempt + 1, message: lastError })
    }
  }
  log.error('crm_lead_not_delivered', {
    leadId: id,
    source: lead.source,
    email: lead.email,
    company: lead.company,
    message: lastError,
    note: 'The enquiry was mailed; enter this lead in the CRM by hand.',
  })
  return false
}

/** Delivers the lead after the answer has gone out, so a slow or failing CRM never delays the visitor. */
export function deliverLeadLater(lead: Lead): void {
  after(() => deliverLead(lead).then(() => undefined))
}

import 'server-only'
import { after } from 'next/server'
import { enqueueLead } from '@/lib/server/adapters/crm/deliver-lead'
import type { Lead } from '@/lib/server/adapters/crm/lead'

/** Queues the lead, then tries the CRM after the answer has gone out, so a slow CRM never delays the visitor. */
export async function deliverLeadLater(lead: Lead): Promise<void> {
  after(await enqueueLead(lead))
}

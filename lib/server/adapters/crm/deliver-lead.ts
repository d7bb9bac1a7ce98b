import 'server-only'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { getConfig } from '@/lib/server/config'
import { announceLocalWrite } from '@/lib/server/features/dev-outbox/announce'
import { log } from '@/lib/server/log'
import { redisClient } from '@/lib/server/adapters/redis'
import { hubspotStore } from './hubspot'
import { CrmRefusedError, type Lead, type LeadStore } from './lead'
import { fileLeadQueue, redisLeadQueue, type LeadQueue, type QueuedLead } from './lead-queue'
import { localFileStore } from './local-file'
import { webhookStore } from './webhook'

// A lead's way to the CRM (queued, tried once, then by the scheduled run): docs/architecture.md, "Ports and
// adapters". The enquiry itself is already in the sales mail by then.

/** Retried for this long after acceptance: a week, so a CRM outage over a long weekend loses nothing. */
export const RETRY_FOR_MS = 7 * 24 * 60 * 60_000
/** Pause after the n-th failure: none after the first (the next run is pause enough), then 1, 2, 4 ... 60 min. */
export const retryDelayMs = (attempts: number) =>
  attempts <= 1 ? 0 : Math.min(60_000 * 2 ** (attempts - 2), 60 * 60_000)
// The longest run (the cron route's maxDuration is a little longer). A run starts no attempt that could outlast it,
// so this is also the lease: two runs never hold one entry at once.
export const RUN_LIMIT_MS = 50_000
const LEASE_MS = RUN_LIMIT_MS

export interface Delivery {
  store: LeadStore
  /** The longest one attempt at the CRM takes (its timeout). */
  attemptMs: number
  /** Where leads wait, in order of preference: Redis (when set), then the data directory. */
  queues: LeadQueue[]
}

let configured: Delivery | undefined

function delivery(): Delivery {
  if (!configured) {
    const { crm, rateLimit, dataDir } = getConfig()
    const store =
      crm.kind === 'hubspot'
        ? hubspotStore(crm)
        : crm.kind === 'webhook'
          ? webhookStore(crm)
          : localFileStore(crm.file, (id) => announceLocalWrite('lead', id))
    const files = fileLeadQueue(path.join(dataDir, 'lead-queue'))
    configured = {
      store,
      attemptMs: crm.kind === 'local' ? 1000 : crm.timeoutMs,
      queues: rateLimit.kind === 'redis' ? [redisLeadQueue(redisClient(rateLimit)), files] : [files],
    }
  }
  return configured
}

export type Outcome = 'delivered' | 'waiting' | 'set-aside'

/** One attempt; on failure the entry goes back to its queue with its next time, or aside after RETRY_FOR_MS. */
async function attempt(
  entry: QueuedLead,
  queue: LeadQueue | undefined,
  store: LeadStore,
  now = Date.now(),
): Promise<Outcome> {
  const fields = { leadId: entry.id, source: entry.lead.source, attempt: entry.attempts + 1 }
  try {
    await store.create(entry.lead, entry.id)
    await queue?.remove(entry.id)
    if (entry.attempts > 0) log.info('crm_lead_delivered', fields)
    return 'delivered'
  } catch (error) {
    const message = (error as Error).message
    const attempts = entry.attempts + 1
    if (!queue) {
      // Neither Redis nor the data directory took it: say so loudly. The log names no one; the mail to sales does.
      log.error('crm_lead_not_delivered', {
        ...fields,
        message,
        note: 'The enquiry was mailed to sales; enter this lead in the CRM from that mail.',
      })
      return 'set-aside'
    }
    if (now - entry.firstAt >= RETRY_FOR_MS) {
      await queue.setAside({ ...entry, attempts, lastError: message })
      log.error('crm_lead_set_aside', {
        ...fields,
        message,
        queue: queue.kind,
        note: 'Retried for 7 days; the lead waits in the set-aside list to be entered by hand.',
      })
      return 'set-aside'
    }
    const wait = Math.max(retryDelayMs(attempts), error instanceof CrmRefusedError ? (error.retryAfterMs ?? 0) : 0)
    await queue.put({ ...entry, attempts, nextAt: now + wait, lastError: message })
    log.warn('crm_attempt_failed', { ...fields, message, retryInSeconds: Math.round(wait / 1000) })
    return 'waiting'
  }
}

/** Queues the lead in the first queue that takes it; returns its first attempt, the only one if none did. */
export async function enqueueLead(
  lead: Lead,
  { store, queues }: Delivery = delivery(),
  now = Date.now(),
): Promise<() => Promise<Outcome>> {
  const entry: QueuedLead = { id: randomUUID(), lead, attempts: 0, firstAt: now, nextAt: now + LEASE_MS }
  for (const queue of queues) {
    try {
      await queue.put(entry)
      return () => attempt(entry, queue, store, now)
    } catch (error) {
      log.warn('lead_queue_unavailable', { queue: queue.kind, leadId: entry.id, message: (error as Error).message })
    }
  }
  return () => attempt(entry, undefined, store, now)
}

export interface RunSummary {
  delivered: number
  waiting: number
  setAside: number
  /** Entries still queued after the run. */
  queued: number
}

/** The scheduled run: one attempt per due entry, claimed one at a time while an attempt fits in `limitMs`. */
export async function deliverDueLeads(
  { store, queues, attemptMs }: Delivery = delivery(),
  now = Date.now(),
  { max = 200, limitMs = RUN_LIMIT_MS } = {},
): Promise<RunSummary> {
  const summary: RunSummary = { delivered: 0, waiting: 0, setAside: 0, queued: 0 }
  const count = { delivered: 'delivered', waiting: 'waiting', 'set-aside': 'setAside' } as const
  const started = performance.now()
  const clock = () => now + (performance.now() - started)
  const deadline = now + limitMs
  let tried = 0
  for (const queue of queues) {
    try {
      while (tried < max && clock() + attemptMs <= deadline) {
        const [entry] = await queue.claimDue(clock(), deadline, 1)
        if (!entry) break
        tried += 1
        summary[count[await attempt(entry, queue, store, clock())]] += 1
      }
      summary.queued += await queue.size()
    } catch (error) {
      log.warn('lead_queue_unavailable', { queue: queue.kind, message: (error as Error).message })
    }
  }
  return summary
}

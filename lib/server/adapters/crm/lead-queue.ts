import 'server-only'
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type Redis from 'ioredis'
import type { Lead } from './lead'

// Where a lead waits until the CRM has confirmed it, so it survives a CRM outage and a restart.

export interface QueuedLead {
  /** Stable across attempts: the webhook's webhook-id, the key of the entry. */
  id: string
  lead: Lead
  attempts: number
  /** When it was accepted (ms since epoch); retried until RETRY_FOR_MS after this. */
  firstAt: number
  /** Not tried again before this (ms since epoch). */
  nextAt: number
  lastError?: string
}

export interface LeadQueue {
  readonly kind: 'redis' | 'files'
  /** Adds the entry or replaces the one with its id. */
  put(entry: QueuedLead): Promise<void>
  /** Entries due at `now`, leased to the caller until `leaseUntil`; one neither removed nor put back is due again. */
  claimDue(now: number, leaseUntil: number, max: number): Promise<QueuedLead[]>
  /** The CRM has it: gone from the queue. */
  remove(id: string): Promise<void>
  /** Retried for long enough: kept aside, out of the queue, for a person to enter by hand. */
  setAside(entry: QueuedLead): Promise<void>
  /** Entries waiting. */
  size(): Promise<number>
}

const notFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

// A claim renames pending/<id>.json to claimed/<id>@<lease end>.json: the one rename that wins records the lease.
export function fileLeadQueue(dir: string): LeadQueue {
  const pending = path.join(dir, 'pending')
  const claimed = path.join(dir, 'claimed')
  const aside = path.join(dir, 'set-aside')
  const file = (folder: string, id: string) => path.join(folder, `${id}.json`)
  const write = async (folder: string, entry: QueuedLead) => {
    await mkdir(folder, { recursive: true })
    const temporary = path.join(folder, `.${entry.id}.tmp`)
    await writeFile(temporary, JSON.stringify(entry))
    await rename(temporary, file(folder, entry.id))
  }
  const names = async (folder: string) =>
    (await readdir(folder).catch((e) => (notFound(e) ? [] : Promise.reject(e)))).filter((n) => n.endsWith('.json'))
  const read = async (at: string) => JSON.parse(await readFile(at, 'utf8')) as QueuedLead
  const claimedName = (id: string, leaseUntil: number) => `${id}@${leaseUntil}.json`
  const parseClaimed = (name: string) => {
    const stem = name.slice(0, -'.json'.length)
    const at = stem.lastIndexOf('@')
    return at < 0 ? { id: stem, leaseUntil: 0 } : { id: stem.slice(0, at), leaseUntil: Number(stem.slice(at + 1)) }
  }
  const ignoreMissing = (e: unknown) => (notFound(e) ? undefined : Promise.reject(e))
  const claimsOf = async (id: string) => (await names(claimed)).filter((name) => parseClaimed(name).id === id)
  const unlinkClaims = async (claims: string[]) => {
    for (const name of claims) await unlink(path.join(claimed, name)).catch(ignoreMissing)
  }
  /** Renames `from` to `to`; false when another caller moved it first. */
  const move = (from: string, to: string) =>
    rename(from, to).then(
      () => true,
      (e) => (notFound(e) ? false : Promise.reject(e)),
    )

  return {
    kind: 'files',
    async put(entry) {
      // Only the claims that were there before the entry is back in pending/: a claim made after it is another
      // caller's, and stays.
      const claims = await claimsOf(entry.id)
      await write(pending, entry)
      await unlinkClaims(claims)
    },
    async claimDue(now, leaseUntil, max) {
      for (const name of await names(claimed)) {
        const { id, leaseUntil: until } = parseClaimed(name)
        if (until < now) await move(path.join(claimed, name), file(pending, id))
      }
      await mkdir(claimed, { recursive: true })
      const due: QueuedLead[] = []
      for (const name of await names(pending)) {
        if (due.length >= max) break
        const id = name.slice(0, -'.json'.length)
        const entry = await read(file(pending, id)).catch(() => undefined)
        if (!entry || entry.nextAt > now) continue
        const mine = path.join(claimed, claimedName(id, leaseUntil))
        if (!(await move(file(pending, id), mine))) continue
        // Another caller may have put the entry back, not yet due, between the read and the rename.
        const current = await read(mine).catch(() => undefined)
        if (!current) continue
        if (current.nextAt > now) {
          await move(mine, file(pending, id))
          continue
        }
        due.push({ ...current, nextAt: leaseUntil })
      }
      return due
    },
    async remove(id) {
      await unlink(file(pending, id)).catch(ignoreMissing)
      await unlinkClaims(await claimsOf(id))
    },
    async setAside(entry) {
      await write(aside, entry)
      await this.remove(entry.id)
    },
    async size() {
      return (await names(pending)).length + (await names(claimed)).length
    },
  }
}

// Takes up to ARGV[3] ids due at ARGV[1] and moves their score to the lease end ARGV[2], atomically.
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(ids) do redis.call('ZADD', KEYS[1], ARGV[2], id) end
return ids`

/** Redis: the entries in a hash, their due times in a sorted set; a claim moves the due time to the lease end. */
export function redisLeadQueue(redis: Redis, prefix = 'leads'): LeadQueue {
  const entries = `${prefix}:entries`
  const due = `${prefix}:due`
  return {
    kind: 'redis',
    async put(entry) {
      await redis.multi().hset(entries, entry.id, JSON.stringify(entry)).zadd(due, entry.nextAt, entry.id).exec()
    },
    async claimDue(now, leaseUntil, max) {
      const ids = (await redis.eval(CLAIM, 1, due, now, leaseUntil, max)) as string[]
      if (ids.length === 0) return []
      const values = await redis.hmget(entries, ...ids)
      // An id whose entry is gone (removed by hand, or a half-done removal) would be leased again forever.
      const orphans = ids.filter((_, i) => !values[i])
      if (orphans.length) await redis.zrem(due, ...orphans)
      return values.flatMap((v) => (v ? [{ ...(JSON.parse(v) as QueuedLead), nextAt: leaseUntil }] : []))
    },
    async remove(id) {
      await redis.multi().hdel(entries, id).zrem(due, id).exec()
    },
    async setAside(entry) {
      await redis
        .multi()
        .hset(`${prefix}:set-aside`, entry.id, JSON.stringify(entry))
        .hdel(entries, entry.id)
        .zrem(due, entry.id)
        .exec()
    },
    async size() {
      return redis.zcard(due)
    },
  }
}

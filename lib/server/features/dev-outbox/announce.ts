import 'server-only'
import { getConfig } from '@/lib/server/config'

/** The dev server's one line when a local adapter has written something, with the address to look at it. */
export function announceLocalWrite(what: 'mail' | 'lead', id: string): void {
  const { outboxPage, siteUrl } = getConfig()
  if (!outboxPage) return
  const where = what === 'mail' ? `/dev/outbox/${id}/` : `/dev/outbox/#lead-${id}`
  console.info(`${what === 'mail' ? 'Mail written to the outbox' : 'Lead stored locally'}: ${new URL(where, siteUrl)}`)
}

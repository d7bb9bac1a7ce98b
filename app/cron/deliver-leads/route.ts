// The scheduled retry of leads (lib/server/adapters/crm/deliver-lead.ts), by Vercel Cron or `npm run deliver-leads`,
// with `Authorization: Bearer <CRON_SECRET>`. Outside /api/: it is no operation of the public contract.
import { timingSafeEqual } from 'node:crypto'
import { getConfig } from '@/lib/server/config'
import { deliverDueLeads } from '@/lib/server/adapters/crm/deliver-lead'

export const dynamic = 'force-dynamic'
// A run stops starting attempts at RUN_LIMIT_MS (lib/server/adapters/crm/deliver-lead.ts); the platform ends the
// function at this.
export const maxDuration = 60

const headers = { 'Cache-Control': 'no-store' }

function authorised(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false
  const given = Buffer.from(header)
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function GET(request: Request) {
  if (!authorised(request.headers.get('authorization'), getConfig().cronSecret)) {
    return Response.json(
      { error: 'Send Authorization: Bearer <CRON_SECRET>.' },
      { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } },
    )
  }
  return Response.json(await deliverDueLeads(), { headers })
}

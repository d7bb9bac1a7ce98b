// GET /cron/deliver-leads/ - the scheduled retry of leads the CRM did not take at once (lib/crm/deliver-lead.ts).
// Called by Vercel Cron (vercel.json), which sends `Authorization: Bearer <CRON_SECRET>`, or on a plain server
// by `npm run deliver-leads` from the system's cron. Outside /api/: it is no operation of the public contract.
import { timingSafeEqual } from 'node:crypto'
import { getConfig } from '@/lib/config'
import { deliverDueLeads } from '@/lib/crm/deliver-lead'

export const dynamic = 'force-dynamic'
// A run stops starting attempts at RUN_LIMIT_MS (lib/crm/deliver-lead.ts); the platform ends the function at this.
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

// GET /dev/outbox/ - development: every mail the local outbox wrote (newest first) and the local leads.
import { listRoute } from '@/lib/server/features/dev-outbox/outbox-routes'

export const dynamic = 'force-dynamic'
export const GET = listRoute

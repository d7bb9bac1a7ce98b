// GET /dev/outbox/<id>/ - development: one mail as its recipient sees it, HTML and text.
import { messageRoute } from '@/lib/server/features/dev-outbox/outbox-routes'

export const dynamic = 'force-dynamic'
export const GET = messageRoute

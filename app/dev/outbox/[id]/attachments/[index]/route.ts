// GET /dev/outbox/<id>/attachments/<n>/ - development: download an attachment (the KSC report, a CV).
import { attachmentRoute } from '@/lib/server/features/dev-outbox/outbox-routes'

export const dynamic = 'force-dynamic'
export const GET = attachmentRoute

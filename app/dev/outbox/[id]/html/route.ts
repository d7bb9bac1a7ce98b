// GET /dev/outbox/<id>/html/ - development: the mail's HTML alone, sandboxed, for the message page's frame.
import { messageHtmlRoute } from '@/lib/server/features/dev-outbox/outbox-routes'

export const dynamic = 'force-dynamic'
export const GET = messageHtmlRoute

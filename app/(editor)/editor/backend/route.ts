// POST /editor/backend/ - development only: Decap CMS's proxy backend, reading and writing content/ in the working tree.
import { localBackendRoute } from '@/lib/server/features/editor/local-backend-route'

export const dynamic = 'force-dynamic'
export const POST = localBackendRoute

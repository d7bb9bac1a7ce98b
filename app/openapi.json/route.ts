// GET /openapi.json - the OpenAPI 3.1 description, generated from lib/contracts once per build.
import { buildOpenApi } from '@/lib/contracts/openapi'
import { getConfig } from '@/lib/config'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(buildOpenApi(getConfig().siteUrl), {
    headers: { 'Cache-Control': 'public, max-age=300, must-revalidate' },
  })
}

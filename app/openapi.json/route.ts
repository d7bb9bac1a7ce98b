// GET /openapi.json - the OpenAPI 3.1 description, generated from lib/shared/contracts once per build.
import { buildOpenApi } from '@/lib/shared/contracts/openapi'
import { getConfig } from '@/lib/server/config'

export const dynamic = 'force-static'

export function GET() {
  const config = getConfig()
  return Response.json(buildOpenApi(config.siteUrl, undefined, { bodyTimeoutMs: config.bodyTimeoutMs }), {
    headers: { 'Cache-Control': 'public, max-age=300, must-revalidate' },
  })
}

// GET /robots.txt - everything but the form endpoints may be crawled; names the sitemap.
import { robotsTxt } from '@/lib/agents/sitemap'
import { textResponse } from '@/lib/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(robotsTxt(), 'text/plain')

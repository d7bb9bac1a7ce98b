// GET /sitemap.xml - every page in both languages with hreflang alternates, built once.
import { sitemapXml } from '@/lib/server/http/agents/sitemap'
import { textResponse } from '@/lib/server/http/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(sitemapXml(), 'application/xml')

// GET /rss.xml - the Polish blog as RSS 2.0, built once.
import { rssFeed } from '@/lib/server/http/agents/rss'
import { textResponse } from '@/lib/server/http/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(rssFeed('pl'), 'application/rss+xml')

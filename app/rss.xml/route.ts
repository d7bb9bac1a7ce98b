// GET /rss.xml - the Polish blog as RSS 2.0, built once.
import { rssFeed } from '@/lib/agents/rss'
import { textResponse } from '@/lib/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(rssFeed('pl'), 'application/rss+xml')

// GET /en/rss.xml - the English insights as RSS 2.0, built once.
import { rssFeed } from '@/lib/agents/rss'
import { textResponse } from '@/lib/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(rssFeed('en'), 'application/rss+xml')

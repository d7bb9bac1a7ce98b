// GET /llms.txt - built once from content/, for AI agents.
import { llmsTxt } from '@/lib/server/http/agents/llms'
import { textResponse } from '@/lib/server/http/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(llmsTxt(), 'text/plain')

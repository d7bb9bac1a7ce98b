// GET /llms-full.txt - built once from content/, for AI agents.
import { llmsFullTxt } from '@/lib/server/http/agents/llms'
import { textResponse } from '@/lib/server/http/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(llmsFullTxt(), 'text/plain')

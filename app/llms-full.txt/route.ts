// GET /llms-full.txt - built once from content/, for AI agents.
import { llmsFullTxt } from '@/lib/agents/llms'
import { textResponse } from '@/lib/agents/text-response'

export const dynamic = 'force-static'

export const GET = () => textResponse(llmsFullTxt(), 'text/plain')

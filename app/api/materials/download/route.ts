// GET /api/materials/download/ - downloadGatedMaterial: signed link -> the PDF; a bad link -> Error, or to a browser
// the material's page saying what happened
import { downloadGatedMaterial } from '@/lib/shared/contracts/operations'
import { API_POLICY } from '@/lib/server/http/headers/content-security-policy'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { badLinkAnswer } from '@/lib/server/operations/bad-link-answer'
import { checkDownloadLink, serveMaterial } from '@/lib/server/operations/material-download'

const methods = endpoint(downloadGatedMaterial, serveMaterial, checkDownloadLink)

// next.config.ts leaves this path out: a bad link's page brings a page's policy, every other answer gets the API's.
function withPolicy(handler: (request: Request) => Promise<Response>) {
  return async (request: Request) => {
    const answer = await handler(request)
    if (answer.headers.has('content-security-policy')) return answer
    const headers = new Headers(answer.headers)
    headers.set('Content-Security-Policy', API_POLICY)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
}

export const POST = withPolicy(methods.POST)
export const PUT = withPolicy(methods.PUT)
export const PATCH = withPolicy(methods.PATCH)
export const DELETE = withPolicy(methods.DELETE)
export const OPTIONS = withPolicy(methods.OPTIONS)
export const GET = withPolicy(async (request: Request) => badLinkAnswer(request, await methods.GET(request)))

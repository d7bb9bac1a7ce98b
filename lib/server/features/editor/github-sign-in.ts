import 'server-only'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { getConfig } from '@/lib/server/config'
import { escapeHtml } from '@/lib/server/html'
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_PATH } from '../../../shared/editor/paths'

// Production sign-in to GitHub in the window Decap opens at SIGN_IN_PATH; the token goes back to the site's origin
// only (docs/editor.md).

const STATE_COOKIE = 'editor-sign-in-state'
const headers = { 'Cache-Control': 'no-store' }

const github = () => {
  const { editor, siteUrl } = getConfig()
  return editor.kind === 'github' ? { ...editor, siteUrl } : undefined
}

const notFound = () => new Response('Not found', { status: 404, headers })

/** GET SIGN_IN_PATH: to GitHub's consent page, with a one-time state kept in a cookie. */
export function startSignIn(): Response {
  const app = github()
  if (!app) return notFound()
  const state = randomBytes(24).toString('base64url')
  const authorize = new URL('/login/oauth/authorize', app.oauthUrl)
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: new URL(SIGN_IN_CALLBACK_PATH, app.siteUrl).href,
    scope: 'repo',
    state,
  }).toString()
  const cookie = `${STATE_COOKIE}=${state}; Path=${SIGN_IN_PATH}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`
  return new Response(null, { status: 302, headers: { ...headers, Location: authorize.href, 'Set-Cookie': cookie } })
}

const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Decap's handshake: say "authorizing", and answer the editor's page (and only the site's origin) with the result. */
function handshakePage(origin: string, result: string): Response {
  const script = `const result=${JSON.stringify(result)};const origin=${JSON.stringify(origin)};
window.addEventListener('message',(e)=>{if(e.origin===origin)window.opener.postMessage(result,origin)},{once:true});
window.opener.postMessage('authorizing:github',origin);`
  const body = `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml('Signing in')}</title><script>${script}</script>`
  const clear = `${STATE_COOKIE}=; Path=${SIGN_IN_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
  return new Response(body, {
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': clear },
  })
}

/** GET SIGN_IN_CALLBACK_PATH: GitHub's code, checked against the state, exchanged for the editor's token. */
export async function finishSignIn(request: Request): Promise<Response> {
  const app = github()
  if (!app) return notFound()
  const url = new URL(request.url)
  const expected = /(?:^|;\s*)editor-sign-in-state=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  const state = url.searchParams.get('state') ?? ''
  const origin = new URL(app.siteUrl).origin
  if (!expected || !sameState(state, expected))
    return handshakePage(origin, `authorization:github:error:${JSON.stringify({ message: 'sign-in expired' })}`)
  const res = await fetch(new URL('/login/oauth/access_token', app.oauthUrl), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code: url.searchParams.get('code'),
    }),
  })
  const answer = (await res.json().catch(() => ({}))) as { access_token?: string; error_description?: string }
  return handshakePage(
    origin,
    answer.access_token
      ? `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: answer.error_description ?? 'GitHub refused' })}`,
  )
}

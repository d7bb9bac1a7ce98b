import 'server-only'
import { getConfig } from '@/lib/server/config'
import { BackendError, runBackendAction } from './local-backend'

const headers = { 'Cache-Control': 'no-store' }

/** The local writer exists only where the editor writes to the working tree: never in a production build. */
export async function localBackendRoute(request: Request): Promise<Response> {
  if (getConfig().editor.kind !== 'local') return Response.json({ error: 'Not found' }, { status: 404, headers })
  try {
    const { action, params } = (await request.json()) as { action: string; params?: Record<string, unknown> }
    return Response.json(await runBackendAction(action, params ?? {}), { headers })
  } catch (error) {
    const status = error instanceof BackendError ? error.status : 500
    return Response.json({ error: (error as Error).message }, { status, headers })
  }
}

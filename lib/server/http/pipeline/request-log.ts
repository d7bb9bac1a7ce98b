import { log } from '@/lib/server/log'
import { logNetwork } from './client-ip'

/** What one request's log line may say: no names, addresses, message text or file contents. */
export interface RequestTrace {
  /** The client's address as the pipeline read it; logged only as its /24 or /48. */
  ip?: string
  /** Why a request was dropped silently (200 ok:true), or why a body was refused without the client's fault. */
  reason?: string
}

/** Starts the clock of one request under /api/; the returned function writes its one log line. */
export function startRequestLog(
  method: string,
  operation: string | undefined,
): (status: number, code: string | undefined, trace: RequestTrace) => void {
  const started = performance.now()
  return (status, code, trace) =>
    log.info('request', {
      operation,
      method,
      status,
      ...(code ? { code } : {}),
      ...(trace.reason ? { reason: trace.reason } : {}),
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      network: logNetwork(trace.ip),
    })
}

import type { ServerResponse } from 'node:http'

// Next 16.4 forwards no Content-Length from a route handler's Response: send-response.js drops it (with
// Content-Encoding and Transfer-Encoding, since a fetched body may have been decoded on the way), and the body goes
// out chunked. A handler that knows its body's exact length names it in this header as well; in front of Next
// (method-gate.ts) it is sent as Content-Length, so a download shows its size and progress.
export const DECLARED_LENGTH = 'x-declared-content-length'

/** Sends a declared length as Content-Length instead of as itself. */
export function keepDeclaredLength(res: ServerResponse): void {
  const setHeader = res.setHeader
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (name.toLowerCase() !== DECLARED_LENGTH) return setHeader.call(this, name, value)
    return setHeader.call(this, 'content-length', Array.isArray(value) ? value[0] : value)
  } as typeof setHeader
}

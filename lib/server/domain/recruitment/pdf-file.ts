import 'server-only'

// A whole PDF: the header line "%PDF-<major>.<minor>" at the start and the end-of-file marker "%%EOF" within
// the last 1024 bytes (where PDF readers look for it), so a truncated header or a cut-off upload is refused.

const HEADER = /^%PDF-\d\.\d/
const TAIL_BYTES = 1024

export function isWholePdf(bytes: Uint8Array): boolean {
  const latin1 = new TextDecoder('latin1')
  const head = latin1.decode(bytes.subarray(0, 8))
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.byteLength - TAIL_BYTES)))
  return HEADER.test(head) && tail.includes('%%EOF')
}

// A byte order mark, else UTF-8 if valid, else UTF-16 when every other byte is zero, else windows-1250 (a superset of
// ASCII, and the Polish front end's): docs/ksc-sources.md.

function looksUtf16(bytes: Uint8Array, zeroAt: 0 | 1): boolean {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512)
  if (sample < 4) return false
  let zeros = 0
  for (let i = zeroAt; i < sample; i += 2) if (bytes[i] === 0) zeros++
  return zeros > (sample / 2) * 0.9
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  if (looksUtf16(bytes, 1)) return new TextDecoder('utf-16le').decode(bytes)
  if (looksUtf16(bytes, 0)) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1250').decode(bytes)
  }
}

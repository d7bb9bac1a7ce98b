import 'server-only'

// Does a zip archive hold an entry of this name? Read from the archive's central directory (at its end) and
// the entry's own local header; nothing is decompressed. Zip64 archives (over 4 GB or 65,535 entries) are not
// needed for a CV and are refused.

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const END_MIN = 22
const MAX_COMMENT = 0xffff

function endOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - END_MIN
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  return undefined
}

const nameAt = (bytes: Uint8Array, at: number, length: number) =>
  new TextDecoder().decode(bytes.subarray(at, at + length))

function localHeaderNames(bytes: Uint8Array, view: DataView, at: number, name: string): boolean {
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) return false
  const length = view.getUint16(at + 26, true)
  return at + 30 + length <= view.byteLength && nameAt(bytes, at + 30, length) === name
}

export function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  if (bytes.byteLength < END_MIN) return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = endOfDirectory(view)
  if (end === undefined) return false
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return false
    const nameLength = view.getUint16(at + 28, true)
    const entryLength = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    if (at + entryLength > end) return false
    if (nameAt(bytes, at + 46, nameLength) === name)
      return localHeaderNames(bytes, view, view.getUint32(at + 42, true), name)
    at += entryLength
  }
  return false
}

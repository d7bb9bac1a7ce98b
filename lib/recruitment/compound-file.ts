import 'server-only'

// Does an OLE compound file (MS-CFB, the container of legacy .doc) hold a stream of this name? Checks the
// header (byte order, version and sector sizes that belong together), then walks the directory's chain of
// sectors through the allocation table, bounded, so a looping chain cannot hold the server.

const END_OF_CHAIN = 0xfffffffe
const HEADER_FAT_SLOTS = 109
const ENTRY_BYTES = 128
const STREAM = 2
const ROOT = 5

interface Layout {
  view: DataView
  sectorSize: number
}

/** Version 3 uses 512-byte sectors, version 4 4096-byte ones; mini sectors are 64 bytes in both. */
function layoutOf(bytes: Uint8Array): Layout | undefined {
  if (bytes.byteLength < 512) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const major = view.getUint16(26, true)
  const shift = view.getUint16(30, true)
  if (view.getUint16(28, true) !== 0xfffe || view.getUint16(32, true) !== 6) return undefined
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return undefined
  return { view, sectorSize: 1 << shift }
}

const sectorOffset = ({ sectorSize }: Layout, sector: number) => (sector + 1) * sectorSize

/** The next sector of a chain, from the allocation table; the header lists the table's first 109 sectors. */
function nextSector(layout: Layout, sector: number): number | undefined {
  const perSector = layout.sectorSize / 4
  const slot = Math.floor(sector / perSector)
  if (slot >= HEADER_FAT_SLOTS) return undefined
  const at = sectorOffset(layout, layout.view.getUint32(76 + slot * 4, true)) + (sector % perSector) * 4
  return at + 4 <= layout.view.byteLength ? layout.view.getUint32(at, true) : undefined
}

function entryName(view: DataView, at: number): string {
  const length = Math.min(view.getUint16(at + 64, true), 64)
  return new TextDecoder('utf-16le').decode(new Uint8Array(view.buffer, view.byteOffset + at, Math.max(0, length - 2)))
}

export function compoundFileHasStream(bytes: Uint8Array, stream: string): boolean {
  const layout = layoutOf(bytes)
  if (!layout) return false
  const { view, sectorSize } = layout
  let sector: number | undefined = view.getUint32(48, true)
  const maxSectors = Math.ceil(bytes.byteLength / sectorSize)
  for (let step = 0; sector !== undefined && sector !== END_OF_CHAIN && step < maxSectors; step++) {
    const start = sectorOffset(layout, sector)
    if (start + sectorSize > view.byteLength) return false
    for (let at = start; at < start + sectorSize; at += ENTRY_BYTES) {
      const type = view.getUint8(at + 66)
      if (step === 0 && at === start && type !== ROOT) return false
      if (type === STREAM && entryName(view, at) === stream) return true
    }
    sector = nextSector(layout, sector)
  }
  return false
}

import 'server-only'
import CFB from 'cfb'
import { unzipSync } from 'fflate'
import { fileTypeFromBuffer } from 'file-type'
import type { CvType } from '@/lib/shared/contracts/cv-file'
import { isWholePdf } from './pdf-file'

// From the bytes alone, never the name or declared type: the signature, then the structure the type requires, so a
// zip or compound file that is no Word document (XLSX, a DOCM with macros, an XLS) is refused.

/** Names the zip's central directory lists; nothing is decompressed (the filter declines every entry). */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  let found = false
  unzipSync(bytes, { filter: (entry) => ((found ||= entry.name === name), false) })
  return found
}

/** A stream of this name in an OLE compound file (MS-CFB, the container of legacy .doc). */
const compoundFileHasStream = (bytes: Uint8Array, name: string) =>
  CFB.find(CFB.read(bytes, { type: 'buffer' }), name)?.type === 2

const structureOf: Record<CvType, (bytes: Uint8Array) => boolean> = {
  pdf: isWholePdf,
  docx: (bytes) => zipHasEntry(bytes, 'word/document.xml'),
  doc: (bytes) => compoundFileHasStream(bytes, 'WordDocument'),
}

/** file-type's names for the three types: a legacy Word file is an OLE compound file ("cfb") to it. */
const typeOfExt: Record<string, CvType> = { pdf: 'pdf', docx: 'docx', cfb: 'doc' }

export async function detectCvType(bytes: Uint8Array): Promise<CvType | undefined> {
  try {
    const ext = (await fileTypeFromBuffer(bytes))?.ext
    const type = ext ? typeOfExt[ext] : undefined
    return type && structureOf[type](bytes) ? type : undefined
  } catch {
    // A file whose signature or structure cannot be read is none of the three.
    return undefined
  }
}

import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import type { CvType } from '@/lib/contracts/cv-file'
import { compoundFileHasStream } from './compound-file'
import { isWholePdf } from './pdf-file'
import { zipHasEntry } from './zip-entry'

// The CV's type, from its bytes alone: the signature (file-type), then the structure the type requires. Its name
// and declared type are never consulted. A zip that is not a Word document (a plain zip, XLSX, ODT, a DOCM with
// macros) and a compound file that is not one (an XLS, an MSI) are refused.

const structureOf: Record<CvType, (bytes: Uint8Array) => boolean> = {
  pdf: isWholePdf,
  docx: (bytes) => zipHasEntry(bytes, 'word/document.xml'),
  doc: (bytes) => compoundFileHasStream(bytes, 'WordDocument'),
}

/** file-type's names for the three types: a legacy Word file is an OLE compound file ("cfb") to it. */
const typeOfExt: Record<string, CvType> = { pdf: 'pdf', docx: 'docx', cfb: 'doc' }

export async function detectCvType(bytes: Uint8Array): Promise<CvType | undefined> {
  let ext: string | undefined
  try {
    ext = (await fileTypeFromBuffer(bytes))?.ext
  } catch {
    return undefined
  }
  const type = ext ? typeOfExt[ext] : undefined
  return type && structureOf[type](bytes) ? type : undefined
}

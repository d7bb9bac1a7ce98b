import { ExportError } from './export-error'
import { EXPORT_LIMITS } from './limits'
import { readTable } from './read-table'
import { recogniseExport, type ReadExport } from './recognise-export'

/** A file's bytes to what it is and what it holds; an ExportError names why not. */
export function readExport(bytes: Uint8Array): ReadExport {
  if (bytes.length > EXPORT_LIMITS.bytes) throw new ExportError('too-large')
  return recogniseExport(readTable(bytes))
}

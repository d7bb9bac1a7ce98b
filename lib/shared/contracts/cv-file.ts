// The server decides a CV's type by its structure (lib/server/domain/recruitment); the form checks size and first
// bytes, so a wrong file is caught before a long upload.

export const CV_MAX_BYTES = 5 * 1024 * 1024

/** Vercel refuses a body over 4.5 MB before any function (its 413); 4 MB leaves room for the application's text. */
export const CV_MAX_BYTES_ON_VERCEL = 4 * 1024 * 1024

export const cvTypes = ['pdf', 'doc', 'docx'] as const
export type CvType = (typeof cvTypes)[number]

export const CV_MEDIA_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

// What each type starts with: "%PDF-", the OLE compound file signature, a zip's local file header.
const signatures: [CvType, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['docx', [0x50, 0x4b, 0x03, 0x04]],
]

/** The type a file's first bytes announce; the server goes on to check the structure. */
export function cvTypeOfHead(head: Uint8Array): CvType | undefined {
  return signatures.find(([, magic]) => magic.every((byte, i) => head[i] === byte))?.[0]
}

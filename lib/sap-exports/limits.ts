// What the check reads at most, stated on the page (components/ksc/evidence/evidence-copy.ts says the same
// numbers). A 100,000-user export as unconverted text is about 15 MB; the limits leave room for that and refuse
// what no export of these reports reaches.
export const EXPORT_LIMITS = {
  bytes: 30 * 1024 * 1024,
  rows: 250_000,
  columns: 300,
  /** Unpacked size of an XLSX's sheet and shared strings together: a small zip may unpack to gigabytes. */
  unpackedBytes: 200 * 1024 * 1024,
  files: 8,
} as const

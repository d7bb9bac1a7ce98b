// The most the check reads (the page says so); a 100,000-user list is about 15 MB as text.
export const EXPORT_LIMITS = {
  bytes: 30 * 1024 * 1024,
  rows: 250_000,
  columns: 300,
  unpackedBytes: 200 * 1024 * 1024, // an XLSX unpacked: a zip bomb
  files: 8,
} as const

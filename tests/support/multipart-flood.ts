// The body that used to stall the server: 6 MB of 120,000 empty multipart parts, each a valid field (51 bytes), under
// the application's 6 MiB cap, so it reaches the parser.

export const FLOOD_PARTS = 120_000

export function multipartFlood(parts = FLOOD_PARTS): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const part = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n'
  return {
    body: new TextEncoder().encode(`${part.repeat(parts)}--b--\r\n`),
    contentType: 'multipart/form-data; boundary=b',
  }
}

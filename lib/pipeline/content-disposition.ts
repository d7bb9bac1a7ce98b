// Content-Disposition for a download (RFC 6266): an ASCII `filename` every client understands, and `filename*`
// (RFC 8187, UTF-8) with the real name for those that read it, so Polish letters survive.

const asciiFallback = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9 ._-]/g, '-')

// encodeURIComponent leaves ' ( ) * ! unescaped; RFC 8187's attr-char does not allow the first four.
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeAttr(fileName)}`
}

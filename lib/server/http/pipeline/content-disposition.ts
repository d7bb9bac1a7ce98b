import { create } from 'content-disposition'

// Content-Disposition for a download (RFC 6266, RFC 8187's UTF-8 `filename*` by the library), with our own ASCII
// `filename` for old clients: Polish letters without their marks rather than the library's question marks.

const asciiFallback = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9 ._-]/g, '-')

export const attachmentDisposition = (fileName: string) => create(fileName, { fallback: asciiFallback(fileName) })

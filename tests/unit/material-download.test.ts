import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from '@/lib/server/http/pipeline/content-disposition'
import { findMaterial } from '@/lib/server/domain/materials/catalog'
import { LINK_LIFETIME_MS, mintDownloadToken, readDownloadToken } from '@/lib/server/domain/materials/download-token'
import { serveMaterial } from '@/lib/server/operations/material-download'

const link = { material: 'sod-analysis', recipient: 'jan.kowalski@firma.example.pl', lang: 'pl' as const }
const issued = new Date('2026-11-24T10:00:00Z')
const at = (ms: number) => new Date(issued.getTime() + ms)

describe('download tokens on a clock the test sets', () => {
  const token = mintDownloadToken(link, issued)

  it('hold for 7 days, and to the last millisecond before', () => {
    expect(LINK_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000)
    expect(readDownloadToken(token, at(0))).toEqual({
      valid: true,
      claims: { ...link, expiry: issued.getTime() + LINK_LIFETIME_MS },
    })
    expect(readDownloadToken(token, at(LINK_LIFETIME_MS - 1)).valid).toBe(true)
  })

  it('expire at 7 days', () => {
    expect(readDownloadToken(token, at(LINK_LIFETIME_MS))).toEqual({ valid: false, reason: 'expired' })
  })

  it('carry the dots of an address inside the payload: one separator, whatever the address', () => {
    expect(token.split('.')).toHaveLength(2)
  })
})

describe('the file answer', () => {
  it('sets Content-Length to the file size, a readable name in the link language, no caching, no indexing', async () => {
    const material = findMaterial('sod-analysis', 'pl')!
    const res = (await serveMaterial(material, {
      lang: 'pl',
      ip: undefined,
      request: new Request('http://x/'),
      receivedAt: issued,
    })) as Response
    const bytes = readFileSync(path.join(process.cwd(), 'private', 'sod-analysis-pl.pdf'))
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it.each([
    [
      'Analiza konfliktów SoD w SAP.pdf',
      `attachment; filename="Analiza konfliktow SoD w SAP.pdf"; filename*=UTF-8''Analiza%20konflikt%C3%B3w%20SoD%20w%20SAP.pdf`,
    ],
    [
      'Łódź (raport) "2026".pdf',
      `attachment; filename="Lodz -raport- -2026-.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%28raport%29%20%222026%22.pdf`,
    ],
  ])('names %s by RFC 6266: ASCII filename and UTF-8 filename*', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header)
  })
})

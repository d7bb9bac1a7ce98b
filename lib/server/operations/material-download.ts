import 'server-only'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { ApiError } from '@/lib/shared/contracts/api-error'
import type { downloadGatedMaterial } from '@/lib/shared/contracts/operations'
import type { Check, Handler } from '@/lib/server/http/pipeline/endpoint'
import { attachmentDisposition } from '@/lib/server/http/pipeline/content-disposition'
import { log } from '@/lib/server/log'
import { findMaterial, type Material } from '@/lib/server/domain/materials/catalog'
import { readDownloadToken } from '@/lib/server/domain/materials/download-token'

/** End of step 7: a token signed by us, not expired, naming a material we still offer; the file is the catalogue's. */
export const checkDownloadLink: Check<typeof downloadGatedMaterial, Material> = ({ token }, { receivedAt }) => {
  const reading = readDownloadToken(token, receivedAt)
  if (!reading.valid && reading.reason === 'expired') {
    throw new ApiError('form_expired', {
      hint: 'The download link has expired (links are valid 7 days). Request the material again on its page.',
    })
  }
  if (!reading.valid) {
    throw new ApiError('verification_failed', {
      hint: 'The download link is not one we signed, or it was altered. Use the link from the mail as it is, or request the material again.',
    })
  }
  const material = findMaterial(reading.claims.material, reading.claims.lang)
  if (!material)
    throw new ApiError('not_found', {
      hint: 'The material of this link is no longer offered; see the materials page for the current ones.',
    })
  return material
}

// GET /api/materials/download/ - downloadGatedMaterial: the PDF, streamed, as often as the link is opened until it
// expires (mail scanners open links before people do). Never cached by anyone, never indexed.
export const serveMaterial: Handler<typeof downloadGatedMaterial, Material> = async (material) => {
  const { size } = await stat(material.filePath)
  log.info('material_downloaded', { material: material.id, lang: material.lang })
  return new Response(Readable.toWeb(createReadStream(material.filePath)) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': attachmentDisposition(`${material.page.data.title}.pdf`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

// GET /api/materials/download/ - downloadGatedMaterial: signed link -> the PDF (its handler lands with its issue)
import { downloadGatedMaterial } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { notYetAvailable } from '@/lib/operations/not-yet-available'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(downloadGatedMaterial, notYetAvailable)

// POST /api/materials/request/ - requestGatedMaterial: signed download link by mail + CRM lead (its handler lands with its issue)
import { requestGatedMaterial } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { notYetAvailable } from '@/lib/operations/not-yet-available'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(requestGatedMaterial, notYetAvailable)

// POST /api/materials/request/ - requestGatedMaterial: signed download link by mail + CRM lead
import { requestGatedMaterial } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { checkMaterialRequest, handleMaterialRequest } from '@/lib/server/operations/material-request'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  requestGatedMaterial,
  handleMaterialRequest,
  checkMaterialRequest,
)

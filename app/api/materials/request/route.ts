// POST /api/materials/request/ - requestGatedMaterial: signed download link by mail + CRM lead
import { requestGatedMaterial } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { checkMaterialRequest, handleMaterialRequest } from '@/lib/operations/material-request'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(
  requestGatedMaterial,
  handleMaterialRequest,
  checkMaterialRequest,
)

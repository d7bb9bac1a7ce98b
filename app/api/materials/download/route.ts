// GET /api/materials/download/ - downloadGatedMaterial: signed link -> the PDF; a bad link -> Error, or to a browser
// the material's page saying what happened
import { downloadGatedMaterial } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/http/endpoint'
import { badLinkAnswer } from '@/lib/materials/bad-link-answer'
import { checkDownloadLink, serveMaterial } from '@/lib/operations/material-download'

const methods = endpoint(downloadGatedMaterial, serveMaterial, checkDownloadLink)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methods
export const GET = async (request: Request) => badLinkAnswer(request, await methods.GET(request))

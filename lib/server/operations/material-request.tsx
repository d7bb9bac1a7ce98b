import 'server-only'
import { getConfig } from '@/lib/server/config'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import type { MaterialRequest } from '@/lib/shared/contracts/materials'
import type { requestGatedMaterial } from '@/lib/shared/contracts/operations'
import { consentProof } from './consent-proof'
import { deliverLeadLater } from './deliver-lead-later'
import { splitFullName } from '@/lib/server/adapters/crm/full-name'
import type { Lead } from '@/lib/server/adapters/crm/lead'
import type { Check, Handler, HandlerContext } from '@/lib/server/http/pipeline/endpoint'
import { renderMail } from '@/lib/server/adapters/mail/render'
import { MaterialLinkMail, materialLinkSubject } from '@/lib/server/adapters/mail/templates/material-link-mail'
import { findMaterial, type Material } from '@/lib/server/domain/materials/catalog'
import { downloadUrl } from '@/lib/server/domain/materials/download-url'
import { sendOrRefuse } from './send-or-refuse'

export type CheckedMaterialRequest = MaterialRequest & { material: Material }

/** End of step 7: the id must name a material of the catalogue (before the challenge, so a typo spends no token). */
export const checkMaterialRequest: Check<typeof requestGatedMaterial, CheckedMaterialRequest> = (request, { lang }) => {
  const material = findMaterial(request.materialId, request.lang)
  if (!material) {
    throw new ApiError('missing_fields', {
      fields: [{ name: 'materialId', reason: 'invalid_option', message: fieldMessage('invalid_option', lang) }],
      hint: 'Unknown `materialId`: it names no material. The ids are listed in /llms-full.txt, and each material page carries its own in the form as the hidden field `materialId`.',
    })
  }
  return { ...request, material }
}

function leadOf(request: CheckedMaterialRequest, context: HandlerContext): Lead {
  const { material } = request
  return {
    source: 'requestGatedMaterial',
    email: request.email,
    ...splitFullName(request.fullName),
    company: request.company,
    role: request.role,
    note: `Materiał: ${material.page.data.title} (${material.id}, ${material.lang})`,
    properties: { material: material.id, materialLang: material.lang },
    consent: consentProof({ gdpr: true, marketing: request.marketing }, request.lang, context),
  }
}

// POST /api/materials/request/ - requestGatedMaterial: the mail with the signed link is what the requester asked
// for, so it goes first and its failure refuses the request (503, no lead). The CRM lead follows.
export const handleMaterialRequest: Handler<typeof requestGatedMaterial, CheckedMaterialRequest> = async (
  request,
  context,
) => {
  const { material } = request
  const link = downloadUrl({ material: material.id, recipient: request.email, lang: material.lang }, context.receivedAt)
  await sendOrRefuse({
    from: getConfig().mail.from,
    to: [request.email],
    replyTo: getConfig().mail.toSales,
    subject: materialLinkSubject(material.lang, material.page.data.title),
    ...(await renderMail(
      <MaterialLinkMail lang={material.lang} title={material.page.data.title} url={link.url} expiry={link.expiry} />,
    )),
  })
  await deliverLeadLater(leadOf(request, context))
  return { ok: true }
}

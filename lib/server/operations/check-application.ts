import 'server-only'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { fieldMessage } from '@/lib/shared/contracts/field-messages'
import type { submitJobApplication } from '@/lib/shared/contracts/operations'
import type { Check } from '@/lib/server/http/pipeline/endpoint'
import type { CheckedApplication } from '@/lib/server/domain/recruitment/checked-application'
import { detectCvType } from '@/lib/server/domain/recruitment/detect-cv-type'

/** End of step 7: the CV must be a PDF, DOC or DOCX by its bytes; the handler gets the bytes and their type. */
export const checkApplication: Check<typeof submitJobApplication, CheckedApplication> = async (
  application,
  { lang },
) => {
  if (!application.cv) return { ...application, cv: undefined }
  const bytes = new Uint8Array(await application.cv.arrayBuffer())
  const type = await detectCvType(bytes)
  if (!type) {
    throw new ApiError('invalid_file', {
      fields: [{ name: 'cv', reason: 'invalid_file', message: fieldMessage('invalid_file', lang) }],
      hint: 'The `cv` part is not a PDF, DOC or DOCX by its content (signature and structure); its name and declared type are not consulted.',
    })
  }
  return { ...application, cv: { bytes, type } }
}

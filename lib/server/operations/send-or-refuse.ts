import 'server-only'
import { ApiError } from '@/lib/shared/contracts/api-error'
import { log } from '@/lib/server/log'
import { mailTransport } from '@/lib/server/adapters/mail'
import type { MailMessage } from '@/lib/server/adapters/mail/transport'

/** Sends the mail that records a request; when the mail service fails, nothing is acknowledged: 503. */
export async function sendOrRefuse(message: MailMessage): Promise<void> {
  try {
    await mailTransport().send(message)
  } catch (error) {
    // Not the subject: it names the requester (an applicant, a company).
    log.error('mail_unavailable', { message: (error as Error).message })
    throw new ApiError('service_unavailable', {
      hint: 'The mail service is unavailable; the request was not accepted. Retry later.',
    })
  }
}

import 'server-only'
import { getConfig } from '@/lib/server/config'
import type { ContactRequest } from '@/lib/shared/contracts/contact'
import type { submitContactForm } from '@/lib/shared/contracts/operations'
import { consentProof } from './consent-proof'
import { deliverLeadLater } from './deliver-lead-later'
import type { Lead } from '@/lib/server/adapters/crm/lead'
import type { Handler, HandlerContext } from '@/lib/server/http/pipeline/endpoint'
import { log } from '@/lib/server/log'
import { mailTransport } from '@/lib/server/adapters/mail'
import { renderMail } from '@/lib/server/adapters/mail/render'
import {
  ContactConfirmation,
  contactConfirmationSubject,
} from '@/lib/server/adapters/mail/templates/contact-confirmation'
import { ContactNotification } from '@/lib/server/adapters/mail/templates/contact-notification'
import { sendOrRefuse } from './send-or-refuse'

function leadOf(enquiry: ContactRequest, context: HandlerContext): Lead {
  return {
    source: 'submitContactForm',
    email: enquiry.email,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    company: enquiry.company,
    phone: enquiry.phone,
    role: enquiry.role,
    note: enquiry.message ?? '',
    properties: { area: enquiry.area },
    consent: consentProof({ gdpr: true, marketing: enquiry.marketing }, enquiry.lang, context),
  }
}

// POST /api/contact/ - submitContactForm: the mail to sales is the record of the enquiry, so it goes first and
// its failure refuses the request (503). Then a confirmation to the visitor (best effort), then the CRM lead.
export const handleContact: Handler<typeof submitContactForm> = async (enquiry, context) => {
  const { mail } = getConfig()
  const page = context.request.headers.get('referer') ?? undefined
  await sendOrRefuse({
    from: mail.from,
    to: [mail.toSales],
    replyTo: enquiry.email,
    subject: `Zapytanie: ${enquiry.company} (${enquiry.area})`,
    ...(await renderMail(<ContactNotification enquiry={enquiry} page={page} receivedAt={context.receivedAt} />)),
  })
  try {
    await mailTransport().send({
      from: mail.from,
      to: [enquiry.email],
      subject: contactConfirmationSubject(enquiry.lang),
      ...(await renderMail(<ContactConfirmation lang={enquiry.lang} />)),
    })
  } catch (error) {
    log.warn('confirmation_not_sent', { operation: 'submitContactForm', message: (error as Error).message })
  }
  await deliverLeadLater(leadOf(enquiry, context))
  return { ok: true }
}

import 'server-only'
import { getConfig } from '@/lib/config'
import { privacyPath } from '@/lib/content'
import { absoluteUrl } from '@/lib/content/routing'
import { CV_MEDIA_TYPES } from '@/lib/contracts/cv-file'
import type { submitJobApplication } from '@/lib/contracts/operations'
import type { Handler } from '@/lib/pipeline/endpoint'
import { log } from '@/lib/log'
import { mailTransport } from '@/lib/mail'
import { renderMail } from '@/lib/mail/render'
import { ApplicationConfirmation, applicationConfirmationSubject } from '@/lib/mail/templates/application-confirmation'
import { ApplicationNotification } from '@/lib/mail/templates/application-notification'
import { applicantName, cvFileName } from '@/lib/recruitment/applicant-names'
import type { CheckedApplication } from '@/lib/recruitment/checked-application'
import { offerNamed } from '@/lib/recruitment/job-offer'
import { sendOrRefuse } from './send-or-refuse'

// The mail to recruitment is the application's record, so it goes first (503 if it fails). Candidate data never
// goes to the CRM: a different purpose than sales.
export const handleApplication: Handler<typeof submitJobApplication, CheckedApplication> = async (
  application,
  context,
) => {
  const { mail } = getConfig()
  const offer = offerNamed(application.rola)
  const { cv } = application
  const attachment = cv && {
    filename: cvFileName(application, cv.type),
    contentType: CV_MEDIA_TYPES[cv.type],
    content: cv.bytes,
  }
  await sendOrRefuse({
    from: mail.from,
    to: [mail.toRecruitment],
    replyTo: application.email,
    subject: `Aplikacja: ${offer?.title ?? application.rola ?? 'bez wskazanego stanowiska'} – ${applicantName(application)}`,
    ...(await renderMail(
      <ApplicationNotification
        application={application}
        offer={offer}
        attachment={attachment?.filename}
        receivedAt={context.receivedAt}
      />,
    )),
    attachments: attachment ? [attachment] : undefined,
  })
  const privacyUrl = absoluteUrl(privacyPath(application.lang))
  try {
    await mailTransport().send({
      from: mail.from,
      to: [application.email],
      subject: applicationConfirmationSubject(application.lang),
      ...(await renderMail(<ApplicationConfirmation lang={application.lang} privacyUrl={privacyUrl} />)),
    })
  } catch (error) {
    log.warn('confirmation_not_sent', { operation: 'submitJobApplication', message: (error as Error).message })
  }
  return { ok: true }
}

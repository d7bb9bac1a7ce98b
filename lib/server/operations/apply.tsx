import 'server-only'
import { getConfig } from '@/lib/server/config'
import { privacyPath } from '@/lib/server/domain/content'
import { absoluteUrl } from '@/lib/server/domain/content/routing'
import { CV_MEDIA_TYPES } from '@/lib/shared/contracts/cv-file'
import type { submitJobApplication } from '@/lib/shared/contracts/operations'
import type { Handler } from '@/lib/server/http/pipeline/endpoint'
import { log } from '@/lib/server/log'
import { mailTransport } from '@/lib/server/adapters/mail'
import { renderMail } from '@/lib/server/adapters/mail/render'
import {
  ApplicationConfirmation,
  applicationConfirmationSubject,
} from '@/lib/server/adapters/mail/templates/application-confirmation'
import { ApplicationNotification } from '@/lib/server/adapters/mail/templates/application-notification'
import { applicantName, cvFileName } from '@/lib/server/domain/recruitment/applicant-names'
import type { CheckedApplication } from '@/lib/server/domain/recruitment/checked-application'
import { offerNamed } from '@/lib/server/domain/recruitment/job-offer'
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

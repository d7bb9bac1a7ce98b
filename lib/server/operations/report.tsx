import 'server-only'
import { getConfig } from '@/lib/server/config'
import { questionnaire } from '@/lib/server/domain/ksc/questionnaire'
import type { ReportRequest, ScoreResult } from '@/lib/shared/contracts/ksc'
import type { requestKscCheckReport } from '@/lib/shared/contracts/operations'
import { consentProof } from './consent-proof'
import { deliverLeadLater } from './deliver-lead-later'
import { splitFullName } from '@/lib/server/adapters/crm/full-name'
import type { Lead } from '@/lib/server/adapters/crm/lead'
import type { Handler, HandlerContext } from '@/lib/server/http/pipeline/endpoint'
import { hasScoredAnswers } from '@/lib/server/domain/ksc/answers'
import { measuredMarks } from '@/lib/server/domain/ksc/measured'
import { scoreAnswers } from '@/lib/server/domain/ksc/score'
import { ApiError } from '@/lib/shared/contracts/api-error'
import type { Input } from '@/lib/server/http/pipeline/endpoint'
import { renderMail } from '@/lib/server/adapters/mail/render'
import { ReportMail } from '@/lib/server/adapters/mail/templates/report-mail'
import { renderReportOffThread } from '@/lib/server/domain/reports/render-pool'
import { reportCopy } from '@/lib/server/domain/reports/report-copy'
import { sendOrRefuse } from './send-or-refuse'

function leadOf(request: ReportRequest, result: ScoreResult, context: HandlerContext): Lead {
  return {
    source: 'requestKscCheckReport',
    email: request.email,
    ...splitFullName(request.fullName),
    company: request.company,
    phone: request.phone,
    role: request.role,
    note: `KSC/NIS2: ${result.score === null ? `wynik nieustalony (${result.unknownShare}% odpowiedzi nieustalonych)` : `${result.score}/100, ${result.levelName}`}, ${result.entity.name}. Najsłabsze obszary: ${result.weakestAreas.map((a) => `${a.name} (${a.score})`).join(', ')}.`,
    properties: {
      // None where too many answers are unknown to establish them.
      ...(result.score === null ? {} : { kscScore: String(result.score), kscLevel: result.level! }),
      kscUnknownShare: String(result.unknownShare),
      kscEntityType: result.entity.type,
      kscWeakestAreas: result.weakestAreas.map((a) => a.id).join(','),
      kscFailedKeyMeasures: result.failedKeyMeasures.map((m) => m.id).join(','),
      kscQuestionnaire: questionnaire().version,
      ...(request.orgSize ? { orgSize: request.orgSize } : {}),
      ...(request.sector ? { sector: request.sector } : {}),
    },
    consent: consentProof(
      { gdpr: true, marketing: request.marketing, phone: request.phoneConsent },
      request.lang,
      context,
    ),
  }
}

const noAnswers = {
  pl: 'Odpowiedz przynajmniej na jedno pytanie kwestionariusza.',
  en: 'Answer at least one question of the check.',
}

/** A report of an empty questionnaire is not sent: at least one scored question must be answered. */
export function assertAnswered(
  request: Input<typeof requestKscCheckReport>,
  context: HandlerContext,
): Input<typeof requestKscCheckReport> {
  if (hasScoredAnswers(request.answers, questionnaire())) return request
  throw new ApiError('invalid_answers', {
    fields: [{ name: 'answers', reason: 'invalid_answers', message: noAnswers[context.lang] }],
    hint: 'No question of the readiness check is answered: answer at least one question beyond the scope and landscape before asking for the report.',
  })
}

// POST /api/ksc-check/submit/ - requestKscCheckReport: the score is computed again here from the answers
// (never taken from the client), rendered as PDF and mailed; the mail is the record, so if it cannot be sent
// nothing is acknowledged (503). The lead follows.
export const handleReport: Handler<typeof requestKscCheckReport> = async (request, context) => {
  const result = scoreAnswers(request.answers, request.lang)
  // The report carries nothing the requester typed: their name and company go only to us, in the lead.
  // On a worker thread (lib/server/domain/reports/render-pool.ts): seconds of CPU that would hold every other request.
  const pdf = await renderReportOffThread({
    lang: request.lang,
    result,
    answers: request.answers,
    measured: measuredMarks(request.measured, request.answers, questionnaire()),
    date: context.receivedAt,
  })
  const t = reportCopy[request.lang]
  await sendOrRefuse({
    from: getConfig().mail.from,
    to: [request.email],
    replyTo: getConfig().mail.toSales,
    subject: t.mailSubject,
    ...(await renderMail(<ReportMail lang={request.lang} score={result.score} levelName={result.levelName} />)),
    attachments: [{ filename: t.fileName, contentType: 'application/pdf', content: pdf }],
  })
  await deliverLeadLater(leadOf(request, result, context))
  return { ok: true }
}

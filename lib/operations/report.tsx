import 'server-only'
import { getConfig } from '@/lib/config'
import { questionnaire } from '@/lib/content/questionnaire'
import type { ReportRequest, ScoreResult } from '@/lib/contracts/ksc'
import type { requestKscCheckReport } from '@/lib/contracts/operations'
import { deliverLeadLater } from '@/lib/crm/deliver-lead'
import type { Lead } from '@/lib/crm/lead'
import type { Handler, HandlerContext } from '@/lib/http/endpoint'
import { CONSENT_VERSION } from '@/lib/i18n/consents'
import { chosenOptions, scoreAnswers } from '@/lib/ksc/score'
import { renderMail } from '@/lib/mail/render'
import { ReportMail } from '@/lib/mail/templates/report-mail'
import { renderKscReport } from '@/lib/reports/ksc-report'
import { reportCopy } from '@/lib/reports/report-copy'
import { sendOrRefuse } from './send-or-refuse'

function leadOf(request: ReportRequest, result: ScoreResult, context: HandlerContext): Lead {
  const [firstName, ...rest] = (request.fullName ?? '').split(/\s+/).filter(Boolean)
  return {
    source: 'requestKscCheckReport',
    email: request.email,
    firstName,
    lastName: rest.join(' ') || undefined,
    company: request.company,
    phone: request.phone,
    role: request.role,
    note: `KSC/NIS2: ${result.score}/100, ${result.levelName}. Najsłabsze obszary: ${result.weakestAreas.map((a) => `${a.name} (${a.score})`).join(', ')}.`,
    properties: {
      kscScore: String(result.score),
      kscLevel: result.level,
      kscWeakestAreas: result.weakestAreas.map((a) => a.id).join(','),
      kscFailedKeyMeasures: result.failedKeyMeasures.map((m) => m.id).join(','),
      kscQuestionnaire: questionnaire().version,
      ...(request.orgSize ? { orgSize: request.orgSize } : {}),
      ...(request.sector ? { sector: request.sector } : {}),
    },
    consent: {
      purposes: { gdpr: true, marketing: request.marketing, phone: request.phoneConsent },
      textVersion: CONSENT_VERSION,
      givenAt: context.receivedAt.toISOString(),
      page: context.request.headers.get('referer') ?? undefined,
      lang: request.lang,
    },
  }
}

// POST /api/ksc-check/submit/ - requestKscCheckReport: the score is computed again here from the answers
// (never taken from the client), rendered as PDF and mailed; the mail is the record, so if it cannot be sent
// nothing is acknowledged (503). The lead follows.
export const handleReport: Handler<typeof requestKscCheckReport> = async (request, context) => {
  const result = scoreAnswers(request.answers, request.lang)
  const answers = Object.fromEntries(chosenOptions(request.answers).map((c) => [c.question.id, c.index]))
  const pdf = await renderKscReport({
    lang: request.lang,
    result,
    questionnaire: questionnaire(),
    answers,
    company: request.company,
    fullName: request.fullName,
    role: request.role,
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
  deliverLeadLater(leadOf(request, result, context))
  return { ok: true }
}

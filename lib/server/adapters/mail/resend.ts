import 'server-only'
import { randomUUID } from 'node:crypto'
import { Resend } from 'resend'
import { MailUnavailableError, type MailMessage, type MailTransport } from './transport'

export function resendTransport(settings: { apiKey: string; baseUrl?: string; timeoutMs: number }): MailTransport {
  const resend = new Resend(settings.apiKey, settings.baseUrl ? { baseUrl: settings.baseUrl } : undefined)
  return {
    async send(message: MailMessage) {
      let result: Awaited<ReturnType<typeof resend.emails.send>>
      try {
        result = await resend.emails.send(
          {
            from: message.from,
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            html: message.html,
            text: message.text,
            attachments: message.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content),
            })),
          },
          // One key per message: whatever retries the request (the SDK's fetch, a proxy, our caller) cannot mail twice.
          // A send that does not answer within the timeout is abandoned and counts as a failure (503 upstream).
          { idempotencyKey: message.idempotencyKey ?? randomUUID(), signal: AbortSignal.timeout(settings.timeoutMs) },
        )
      } catch (error) {
        throw new MailUnavailableError((error as Error).message)
      }
      // The SDK reports failures in `error` rather than throwing.
      if (result.error || !result.data) throw new MailUnavailableError(result.error?.message ?? 'no message id')
      return { id: result.data.id }
    },
  }
}

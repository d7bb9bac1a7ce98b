import 'server-only'
import { Resend } from 'resend'
import { MailUnavailableError, type MailMessage, type MailTransport } from './transport'

export function resendTransport(settings: { apiKey: string; baseUrl?: string }): MailTransport {
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
          message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : undefined,
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

// The mail port. Adapters: Resend (production), a local outbox of .eml files (development, demos).

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface MailMessage {
  from: string
  to: string[]
  replyTo?: string
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
  /** Lets the provider drop a duplicate when a send is retried. */
  idempotencyKey?: string
}

export interface MailTransport {
  /** Resolves with the provider's message id once the message is accepted; throws MailUnavailableError if not. */
  send(message: MailMessage): Promise<{ id: string }>
}

export class MailUnavailableError extends Error {
  constructor(reason: string) {
    super(`mail not accepted: ${reason}`)
    this.name = 'MailUnavailableError'
  }
}

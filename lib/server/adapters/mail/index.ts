import 'server-only'
import { getConfig } from '@/lib/server/config'
import { announceLocalWrite } from '@/lib/server/features/dev-outbox/announce'
import { outboxTransport } from './outbox'
import { resendTransport } from './resend'
import type { MailTransport } from './transport'

let transport: MailTransport | undefined

export function mailTransport(): MailTransport {
  if (!transport) {
    const settings = getConfig().mail.transport
    transport =
      settings.kind === 'resend'
        ? resendTransport(settings)
        : outboxTransport(settings.dir, (id) => announceLocalWrite('mail', id))
  }
  return transport
}

import { fakeState } from '../support/fakes'
import { expect } from './fixtures'
import { stack } from './stack'

/** A mail as the fake Resend keeps it: the body of the request that sent it. */
export interface Email {
  to: string[]
  reply_to?: string
  subject: string
  html: string
  attachments?: { filename: string; content: string; content_type: string }[]
}

/** The mails in the fake Resend that `match`, once there is one. */
export async function mailsWhere(match: (mail: Email) => boolean): Promise<Email[]> {
  let found: Email[] = []
  await expect
    .poll(async () => (found = (await fakeState<{ emails: Email[] }>(stack().resend)).emails.filter(match)).length)
    .toBeGreaterThan(0)
  return found
}

/** The first mail whose Reply-To is `email` (an enquiry or an application from that address), once it is there. */
export const mailFrom = async (email: string): Promise<Email> => (await mailsWhere((m) => m.reply_to === email))[0]!

/** The first mail sent to `email` (a material's link), once it is there. */
export const mailTo = async (email: string): Promise<Email> => (await mailsWhere((m) => m.to[0] === email))[0]!

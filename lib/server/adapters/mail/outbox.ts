import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MailMessage, MailTransport } from './transport'

// The embedded mail default: every message becomes an .eml file (RFC 5322 + MIME) that any mail program opens.

const b64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64').replace(/.{76}/g, '$&\r\n')
// Header values never carry a line break, whatever a visitor typed: no header can be injected.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ')
const encodeWord = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? oneLine(s) : `=?UTF-8?B?${Buffer.from(oneLine(s)).toString('base64')}?=`

function part(contentType: string, body: Uint8Array | string, extra: string[] = []): string {
  return [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extra, '', b64(body)].join('\r\n')
}

function multipart(type: string, boundary: string, parts: string[]): string {
  return [
    `Content-Type: multipart/${type}; boundary="${boundary}"`,
    '',
    ...parts.map((p) => `--${boundary}\r\n${p}`),
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

export function toEml(message: MailMessage, id: string, date = new Date()): string {
  const alternative = multipart('alternative', `alt-${id}`, [
    part('text/plain; charset=utf-8', message.text),
    part('text/html; charset=utf-8', message.html),
  ])
  const attachments = (message.attachments ?? []).map((a) =>
    part(`${a.contentType}; name="${a.filename}"`, a.content, [
      `Content-Disposition: attachment; filename="${a.filename}"`,
    ]),
  )
  const headers = [
    `From: ${encodeWord(message.from)}`,
    `To: ${oneLine(message.to.join(', '))}`,
    ...(message.replyTo ? [`Reply-To: ${oneLine(message.replyTo)}`] : []),
    `Subject: ${encodeWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@outbox.local>`,
    'MIME-Version: 1.0',
  ]
  const body = attachments.length ? multipart('mixed', `mix-${id}`, [alternative, ...attachments]) : alternative
  return `${headers.join('\r\n')}\r\n${body}`
}

/** `written` hears of each message once it is on disk (the dev server prints where to see it). */
export function outboxTransport(dir: string, written: (id: string) => void = () => {}): MailTransport {
  return {
    async send(message) {
      const id = randomUUID()
      await mkdir(dir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`
      await writeFile(path.join(dir, name), toEml(message, id))
      written(id)
      return { id }
    },
  }
}

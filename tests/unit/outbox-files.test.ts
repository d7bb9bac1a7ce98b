import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listOutbox, readOutboxMessage } from '@/lib/server/features/dev-outbox/outbox-files'
import { outboxListPage } from '@/lib/server/features/dev-outbox/outbox-pages'
import { outboxTransport } from '@/lib/server/adapters/mail/outbox'

const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const message = (
  subject: string,
  attachments: { filename: string; contentType: string; content: Uint8Array }[] = [],
) => ({
  from: 'Bastion Consulting <formularze@bastion-consulting.pl>',
  to: ['anna@example.com'],
  subject,
  html: `<p>${subject} – zażółć</p>`,
  text: `${subject} – zażółć`,
  attachments,
})

describe('the outbox read back', () => {
  it('lists every mail newest first with its recipient, subject and attachments, and reads one back byte for byte', async () => {
    const written: string[] = []
    const outbox = outboxTransport(dir, (id) => written.push(id))
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00, 0x7f])
    const first = await outbox.send(message('Pierwsza'))
    const second = await outbox.send(
      message('Raport KSC', [{ filename: 'raport-ksc-łódź.pdf', contentType: 'application/pdf', content: pdf }]),
    )
    expect(written).toEqual([first.id, second.id])

    const list = await listOutbox(dir)
    expect(list.map((m) => m.subject)).toEqual(['Raport KSC', 'Pierwsza'])
    expect(list[0]).toMatchObject({
      id: second.id,
      to: 'anna@example.com',
      attachments: [{ index: 0, filename: 'raport-ksc-łódź.pdf', mimeType: 'application/pdf', bytes: pdf.length }],
    })

    const read = await readOutboxMessage(dir, second.id)
    expect(read?.email.html).toContain('Raport KSC – zażółć')
    expect(read?.email.text).toContain('Raport KSC – zażółć')
    expect(new Uint8Array(read!.email.attachments[0]!.content as ArrayBuffer)).toEqual(pdf)
  })

  it('finds a message only by its id, never by a path', async () => {
    expect(await readOutboxMessage(dir, '../../etc/passwd')).toBeUndefined()
    expect(await readOutboxMessage(dir, '00000000-0000-0000-0000-000000000000')).toBeUndefined()
  })

  it('shows what a mail says as text, never as markup', () => {
    const page = outboxListPage({
      mail: [{ id: 'x', date: new Date(), to: 'a@b.pl', subject: '<script>alert(1)</script>', attachments: [] }],
      leads: [],
    })
    expect(page).not.toContain('<script>')
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })
})

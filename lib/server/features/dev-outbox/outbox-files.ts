import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import PostalMime, { type Email } from 'postal-mime'

// Reads back the .eml files of the local outbox (lib/server/adapters/mail/outbox.ts), as a mail program would.

export interface OutboxEntry {
  id: string
  date: Date
  to: string
  subject: string
  attachments: { index: number; filename: string; mimeType: string; bytes: number }[]
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const fileId = (name: string) => /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1]

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => fileId(name))
  } catch {
    return [] // nothing written yet
  }
}

const parse = async (file: string) => PostalMime.parse(await readFile(file), { attachmentEncoding: 'arraybuffer' })

const addresses = (email: Email) =>
  (email.to ?? [])
    .flatMap((a) => ('group' in a && a.group ? a.group : [a]))
    .map((a) => a.address)
    .join(', ')

function entryOf(id: string, email: Email): OutboxEntry {
  return {
    id,
    date: new Date(email.date ?? 0),
    to: addresses(email),
    subject: email.subject ?? '',
    attachments: email.attachments.map((a, index) => ({
      index,
      filename: a.filename ?? `attachment-${index + 1}`,
      mimeType: a.mimeType,
      bytes: (a.content as ArrayBuffer).byteLength,
    })),
  }
}

/** Every message in the outbox, newest first (file names start with the time of writing, to the millisecond). */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = (await emlFiles(dir)).sort().reverse()
  return Promise.all(names.map(async (name) => entryOf(fileId(name)!, await parse(path.join(dir, name)))))
}

/** One message by its id (a UUID, never a path); undefined when there is no such message. */
export async function readOutboxMessage(
  dir: string,
  id: string,
): Promise<{ entry: OutboxEntry; email: Email } | undefined> {
  if (!ID.test(id)) return undefined
  const name = (await emlFiles(dir)).find((n) => fileId(n) === id)
  if (!name) return undefined
  const email = await parse(path.join(dir, name))
  return { entry: entryOf(id, email), email }
}

import 'server-only'
import { readFile } from 'node:fs/promises'
import type { Lead } from '@/lib/server/adapters/crm/lead'

export type StoredLead = Lead & { id: string; createdAt: string }

/** The leads of the local lead store (lib/server/adapters/crm/local-file.ts), newest first. */
export async function listLeads(file: string): Promise<StoredLead[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return [] // nothing stored yet
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead)
    .reverse()
}

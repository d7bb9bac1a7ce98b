import 'server-only'
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Lead, LeadStore } from './lead'

/** The embedded CRM default: one JSON line per lead in .data/leads.ndjson. */
export function localFileStore(file: string, stored: (id: string) => void = () => {}): LeadStore {
  return {
    async create(lead: Lead, id: string) {
      await mkdir(path.dirname(file), { recursive: true })
      await appendFile(file, `${JSON.stringify({ id, createdAt: new Date().toISOString(), ...lead })}\n`)
      stored(id)
    },
  }
}

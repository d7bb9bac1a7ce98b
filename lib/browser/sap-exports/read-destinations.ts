import type { Column } from './columns'

// RFCDES (SM59): for an ABAP connection U= the user, M= the client, H= the host, I= the target system, as offlinesec
// reads them; whether a password is stored is not in it (docs/ksc-sources.md).

export interface Destination {
  name: string
  type: string
  /** The target system (I=), else its host (H=); null for neither. */
  target: string | null
  client: string | null
  /** The user it logs on as (U=): null when it names none (the calling user, or trust). */
  user: string | null
}

const option = (options: string, key: string) => {
  const value = new RegExp(`(?:^|,)${key}=([^,]*)`).exec(options)?.[1]?.trim()
  return value ? value : null
}

export function readDestinations(rows: string[][], at: Partial<Record<Column, number>>) {
  const destinations: Destination[] = []
  for (const row of rows) {
    const name = (row[at.destination!] ?? '').trim()
    if (!name) continue
    const options = row[at.rfcOptions!] ?? ''
    destinations.push({
      name,
      type: (row[at.rfcType!] ?? '').trim().toUpperCase(),
      target: option(options, 'I') ?? option(options, 'H'),
      client: option(options, 'M'),
      user: option(options, 'U'),
    })
  }
  return destinations
}

import type { Column } from './columns'

// RFC destinations (SM59) as SE16 exports table RFCDES: RFCDEST, RFCTYPE and RFCOPTIONS, the connection's settings
// as comma-separated `key=value` pairs. We read what offlinesec's RFC report reads (domain brief's sources,
// `rfcdes.py`, `req_rfc_report.py`): for an ABAP connection (type 3) U= the user it logs on as, M= the client, H= the
// host, I= the target system. Whether a password is stored is not in RFCDES (docs/ksc-sources.md).

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

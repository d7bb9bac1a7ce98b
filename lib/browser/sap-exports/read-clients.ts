import type { Column } from './columns'

// T000: a production client is closed when CCCORACTIV is 2 and CCNOCLIIND 3 (docs/ksc-sources.md).

export interface ClientFacts {
  production: number
  productionOpen: number
}

const PRODUCTION = /^p$|^produ/i
const NO_CHANGES =
  /^2$|cannot be changed|no changes allowed|nicht geändert|keine änderungen|nie można zmienia|bez zmian/i
const NO_CROSS_CLIENT =
  /^3$|no changes to repository and cross.client|keine änderungen an repository und mandantenüber|bez zmian w repozytorium i/i

export function readClients(rows: string[][], at: Partial<Record<Column, number>>): ClientFacts {
  const facts: ClientFacts = { production: 0, productionOpen: 0 }
  for (const row of rows) {
    if (!/^\d{3}$/.test((row[at.client!] ?? '').trim()) || !PRODUCTION.test((row[at.clientRole!] ?? '').trim()))
      continue
    facts.production++
    const closed =
      NO_CHANGES.test((row[at.clientChanges!] ?? '').trim()) &&
      (at.crossClient === undefined || NO_CROSS_CLIENT.test((row[at.crossClient] ?? '').trim()))
    if (!closed) facts.productionOpen++
  }
  return facts
}

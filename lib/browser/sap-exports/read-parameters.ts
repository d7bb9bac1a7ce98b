import type { Column } from './columns'

// RSPARAM (or RSPFPAR) as exported: the effective value of a parameter is the user-defined value if set, else the
// system default, else its unsubstituted form (offlinesec's reading, docs/ksc-sources.md). Names fold case.
export function readParameters(rows: string[][], at: Partial<Record<Column, number>>): Map<string, string> {
  const values = new Map<string, string>()
  const order: Column[] = ['userValue', 'value', 'defaultValue', 'unsubstituted']
  for (const row of rows) {
    const name = (row[at.parameter!] ?? '').trim().toLowerCase()
    if (!name.includes('/')) continue
    const value = order.map((c) => (at[c] === undefined ? '' : (row[at[c]!] ?? '').trim())).find((v) => v !== '')
    values.set(name, value ?? '')
  }
  return values
}

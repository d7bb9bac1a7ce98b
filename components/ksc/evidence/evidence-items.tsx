'use client'

import type { ReactNode } from 'react'
import type { EvidenceItems as Items, Where } from '@/lib/browser/sap-exports/evidence'
import type { Lang } from '@/lib/shared/i18n/langs'
import { evidenceCopy } from './evidence-copy'

/** One list of items: a caption, column titles, and per item its cells, the first naming the row. */
function ItemsTable<T>({
  caption,
  columns,
  items,
  keyOf,
  cells,
}: {
  caption: string
  columns: string[]
  items: T[]
  keyOf: (item: T) => string
  cells: (item: T) => [ReactNode, ...ReactNode[]]
}) {
  if (items.length === 0) return null
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const [first, ...rest] = cells(item)
          return (
            <tr key={keyOf(item)}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

const userKey = (u: Where & { name: string }) => `${u.system}:${u.client}:${u.name}`

/** The items behind the counts, from the visitor's own files: rendered in this tab only, for the browser to print; the
 * report form sends counts, never these. */
export function EvidenceItems({ lang, items }: { lang: Lang; items: Items }) {
  const t = evidenceCopy[lang].items
  const types = evidenceCopy[lang].userTypes
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  const dash = (text: string | null) => text || '—'
  const weak = items.parameters.filter((p) => p.verdict === 'weak')
  const notJudged = items.parameters.filter((p) => p.verdict === 'not-judged')
  const secure = items.parameters.filter((p) => p.verdict === 'secure').length
  const yesNo = (value: boolean | null) => (value === null ? t.notShown : value ? t.yes : t.no)
  // A system column only where the visitor named a system for some file of the list.
  const whereColumns = (users: Where[]) => (users.some((u) => u.system !== null) ? [t.system, t.client] : [t.client])
  const where = (u: Where, columns: string[]) =>
    columns.length === 2 ? [dash(u.system), dash(u.client)] : [dash(u.client)]
  const [critical, dormant, standard, criticalAuth] = [
    items.critical,
    items.dormant,
    items.standard,
    items.criticalAuth,
  ].map(whereColumns) as [string[], string[], string[], string[]]
  const shown =
    items.parameters.length +
    items.critical.length +
    items.dormant.length +
    items.standard.length +
    items.criticalAuth.length +
    items.gatewayOpen.length +
    items.destinations.read +
    items.auditFilters.filters.length
  if (shown === 0) return null
  return (
    <section className="evidence-items" aria-labelledby="evidence-items-heading">
      <h3 id="evidence-items-heading">{t.heading}</h3>
      <p className="meta">{t.intro}</p>
      <p>
        <button type="button" className="secondary" onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
      <ItemsTable
        caption={t.weak}
        columns={[t.parameter, t.found, t.expected, t.why]}
        items={weak}
        keyOf={(p) => p.name}
        cells={(p) => [p.name, dash(p.value), p.expected?.[lang], p.why[lang]]}
      />
      {items.parameters.length > 0 && <p>{t.secure(secure)}</p>}
      <ItemsTable
        caption={t.notJudged}
        columns={[t.parameter, t.found, t.whyNot]}
        items={notJudged}
        keyOf={(p) => p.name}
        cells={(p) => [p.name, dash(p.value), p.why[lang]]}
      />
      <ItemsTable
        caption={t.critical}
        columns={[t.user, ...critical, t.type, t.profile]}
        items={items.critical}
        keyOf={userKey}
        cells={(u) => [u.name, ...where(u, critical), types[u.type], u.profiles.join(', ')]}
      />
      <ItemsTable
        caption={t.dormant}
        columns={[t.user, ...dormant, t.lastLogon]}
        items={items.dormant}
        keyOf={userKey}
        cells={(u) => [
          u.name,
          ...where(u, dormant),
          u.lastLogon === null ? t.never : new Date(u.lastLogon).toLocaleDateString(locale, { timeZone: 'UTC' }),
        ]}
      />
      <ItemsTable
        caption={t.standard}
        columns={[t.user, ...standard, t.status, t.known]}
        items={items.standard}
        keyOf={userKey}
        cells={(u) => [u.name, ...where(u, standard), dash(u.status), u.knownPassword && !u.locked ? t.yes : t.no]}
      />
      <ItemsTable
        caption={t.criticalAuth}
        columns={[t.user, ...criticalAuth, t.type, t.logsOn, t.auths]}
        items={items.criticalAuth}
        keyOf={userKey}
        cells={(u) => [u.name, ...where(u, criticalAuth), types[u.type], yesNo(u.logsOn), u.auths.join(', ')]}
      />
      <ItemsTable
        caption={t.gatewayOpen}
        columns={[t.file, t.line, t.rule]}
        items={items.gatewayOpen}
        keyOf={(r) => `${r.file}:${r.line}:${r.rule}`}
        cells={(r) => [dash(r.file), r.line, r.rule]}
      />
      {items.destinations.read > 0 && <p>{t.destinationsRead(items.destinations.read)}</p>}
      <ItemsTable
        caption={t.destinations}
        columns={[t.destination, t.target, t.client, t.user]}
        items={items.destinations.namedUser}
        keyOf={(d) => d.name}
        cells={(d) => [d.name, dash(d.target), dash(d.client), d.user]}
      />
      <ItemsTable
        caption={t.auditFilters}
        columns={[t.auditProfile, t.slot, t.client, t.user, t.active]}
        items={items.auditFilters.filters}
        keyOf={(f) => `${f.profile}:${f.slot}`}
        cells={(f) => [f.profile, f.slot, dash(f.client), dash(f.user), f.active ? t.yes : t.no]}
      />
      {items.auditFilters.filters.length > 0 && <p>{t.unfiltered(items.auditFilters.unfiltered)}</p>}
    </section>
  )
}

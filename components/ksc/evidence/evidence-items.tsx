'use client'

import type { EvidenceItems as Items } from '@/lib/sap-exports/evidence'
import type { Lang } from '@/lib/i18n/langs'
import { evidenceCopy } from './evidence-copy'

/**
 * The items behind the counts, from the visitor's own files: each parameter judged below SAP's secure value (found,
 * expected, why), each parameter read and not judged, each unlocked SAP_ALL or SAP_NEW holder, each dormant dialog
 * user, each standard user with its password status. Rendered in this tab only; the report form sends counts, never these. The browser prints or saves them.
 */
export function EvidenceItems({ lang, items }: { lang: Lang; items: Items }) {
  const t = evidenceCopy[lang].items
  const types = evidenceCopy[lang].userTypes
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  const weak = items.parameters.filter((p) => p.verdict === 'weak')
  const notJudged = items.parameters.filter((p) => p.verdict === 'not-judged')
  const secure = items.parameters.filter((p) => p.verdict === 'secure').length
  const shown = items.parameters.length + items.critical.length + items.dormant.length + items.standard.length
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
      {weak.length > 0 && (
        <table>
          <caption>{t.weak}</caption>
          <thead>
            <tr>
              <th scope="col">{t.parameter}</th>
              <th scope="col">{t.found}</th>
              <th scope="col">{t.expected}</th>
              <th scope="col">{t.why}</th>
            </tr>
          </thead>
          <tbody>
            {weak.map((p) => (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td>{p.value || '—'}</td>
                <td>{p.expected?.[lang]}</td>
                <td>{p.why[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.parameters.length > 0 && <p>{t.secure(secure)}</p>}
      {notJudged.length > 0 && (
        <table>
          <caption>{t.notJudged}</caption>
          <thead>
            <tr>
              <th scope="col">{t.parameter}</th>
              <th scope="col">{t.found}</th>
              <th scope="col">{t.whyNot}</th>
            </tr>
          </thead>
          <tbody>
            {notJudged.map((p) => (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td>{p.value || '—'}</td>
                <td>{p.why[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.critical.length > 0 && (
        <table>
          <caption>{t.critical}</caption>
          <thead>
            <tr>
              <th scope="col">{t.user}</th>
              <th scope="col">{t.client}</th>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.profile}</th>
            </tr>
          </thead>
          <tbody>
            {items.critical.map((u) => (
              <tr key={`${u.client}:${u.name}`}>
                <th scope="row">{u.name}</th>
                <td>{u.client ?? '—'}</td>
                <td>{types[u.type]}</td>
                <td>{u.profiles.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.dormant.length > 0 && (
        <table>
          <caption>{t.dormant}</caption>
          <thead>
            <tr>
              <th scope="col">{t.user}</th>
              <th scope="col">{t.client}</th>
              <th scope="col">{t.lastLogon}</th>
            </tr>
          </thead>
          <tbody>
            {items.dormant.map((u) => (
              <tr key={`${u.client}:${u.name}`}>
                <th scope="row">{u.name}</th>
                <td>{u.client ?? '—'}</td>
                <td>
                  {u.lastLogon === null
                    ? t.never
                    : new Date(u.lastLogon).toLocaleDateString(locale, { timeZone: 'UTC' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.standard.length > 0 && (
        <table>
          <caption>{t.standard}</caption>
          <thead>
            <tr>
              <th scope="col">{t.user}</th>
              <th scope="col">{t.client}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.known}</th>
            </tr>
          </thead>
          <tbody>
            {items.standard.map((u) => (
              <tr key={`${u.client}:${u.name}`}>
                <th scope="row">{u.name}</th>
                <td>{u.client ?? '—'}</td>
                <td>{u.status || '—'}</td>
                <td>{u.knownPassword && !u.locked ? t.yes : t.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

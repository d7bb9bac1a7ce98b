'use client'

import { useState } from 'react'
import type { ExportKind } from '@/lib/shared/contracts/ksc-evidence'
import type { CriticalSelection } from '@/lib/browser/sap-exports/evidence'
import { EXPORT_SAMPLES } from '@/lib/browser/sap-exports/samples'
import type { Lang } from '@/lib/shared/i18n/langs'
import { exportKindNames } from '@/lib/shared/i18n/evidence-words'
import { evidenceCopy } from './evidence-copy'
import { EvidenceItems } from './evidence-items'
import type { AddedExport, SapExports } from './use-sap-exports'

const SELECTIONS: CriticalSelection[] = ['SAP_ALL', 'SAP_NEW', null]
const CYCLES = [14, 30, 60, 90]
/** The exports whose users are counted per system: the visitor names the system, no export does. */
const PER_SYSTEM: ExportKind[] = ['users', 'profiles', 'standard-users', 'critical-authorizations']
const SID = /^[A-Z][A-Z0-9]{2}$/

async function addSamples(exports: SapExports) {
  for (const sample of EXPORT_SAMPLES) {
    const response = await fetch(sample.path)
    const name = sample.path.split('/').at(-1)!
    exports.add([new File([await response.blob()], name, { lastModified: Date.now() })], sample.selection)
  }
}

/** The file's system: a SID (three characters, a letter first); until the text is one, the file has none. */
function SystemField({ file, lang, exports }: { file: AddedExport; lang: Lang; exports: SapExports }) {
  const t = evidenceCopy[lang]
  const [text, setText] = useState(file.system ?? '')
  const valid = text === '' || SID.test(text)
  const id = `${file.id}-system`
  return (
    <span className="field">
      <label htmlFor={id}>{t.system}</label>{' '}
      <input
        id={id}
        size={4}
        maxLength={3}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? 'ksc-system-help' : `${id}-error`}
        onChange={(e) => {
          const next = e.target.value.trim().toUpperCase()
          setText(next)
          const system = SID.test(next) ? next : null
          if (system !== file.system) exports.name(file.id, system)
        }}
      />
      {!valid && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {' '}
          {t.systemInvalid}
        </span>
      )}
    </span>
  )
}

function AddedFile({ file, lang, exports }: { file: AddedExport; lang: Lang; exports: SapExports }) {
  const t = evidenceCopy[lang]
  const date = new Date(file.date).toLocaleDateString(lang === 'pl' ? 'pl-PL' : 'en-GB')
  return (
    <li className="evidence-file">
      <strong>{file.name}</strong> <span className="meta">({date})</span>{' '}
      {file.problem ? (
        <span className="field-error" role="alert">
          {t.problems[file.problem]}
          {file.detail && file.detail.titles.length > 0 && ` ${t.titlesFound(file.detail.titles)}`}
          {file.detail && file.detail.missing.length > 0 && ` ${t.missing(file.detail.missing)}`}
        </span>
      ) : file.summary ? (
        <span>
          {exportKindNames[file.summary.kind][lang]}, {t.formats_[file.summary.format]}, {t.read(file.summary.rows)}
        </span>
      ) : (
        <span role="status">{t.reading}</span>
      )}{' '}
      <button type="button" className="secondary" onClick={() => exports.remove(file.id)}>
        {t.remove(file.name)}
      </button>
      {file.summary && PER_SYSTEM.includes(file.summary.kind) && (
        <SystemField file={file} lang={lang} exports={exports} />
      )}
      {file.summary?.asksSelection && (
        <label className="field">
          {t.selection}{' '}
          <select
            value={file.selection ?? ''}
            onChange={(e) => exports.select(file.id, (e.target.value || null) as CriticalSelection)}
          >
            {SELECTIONS.map((s) => (
              <option key={s ?? 'none'} value={s ?? ''}>
                {s ?? t.selectionNone}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  )
}

/** The evidence step: the exports the visitor adds, read in a worker, and what each turned out to be. */
export function KscEvidence({ lang, exports }: { lang: Lang; exports: SapExports }) {
  const t = evidenceCopy[lang]
  return (
    <div className="evidence">
      <p>{t.intro}</p>
      <ul>
        {t.kinds.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <p className="meta">{t.formats}</p>
      <p className="field">
        <label htmlFor="ksc-exports">{t.choose}</label>
        <input
          id="ksc-exports"
          type="file"
          multiple
          onChange={(e) => {
            exports.add([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
      </p>
      <p>
        <button type="button" className="secondary" onClick={() => void addSamples(exports)}>
          {t.sample}
        </button>
      </p>
      <p className="field">
        <label htmlFor="ksc-cycle">{t.cycle}</label>{' '}
        <select id="ksc-cycle" value={exports.cycleDays} onChange={(e) => exports.cycle(Number(e.target.value))}>
          {CYCLES.map((days) => (
            <option key={days} value={days}>
              {days}
            </option>
          ))}
        </select>
      </p>
      {exports.files.length > 0 && (
        <ul className="evidence-files" aria-live="polite">
          {exports.files.map((file) => (
            <AddedFile key={file.id} file={file} lang={lang} exports={exports} />
          ))}
        </ul>
      )}
      {exports.files.some((f) => f.summary && PER_SYSTEM.includes(f.summary.kind)) && (
        <p id="ksc-system-help" className="meta">
          {t.systemHelp}
        </p>
      )}
      {exports.items && <EvidenceItems lang={lang} items={exports.items} />}
    </div>
  )
}

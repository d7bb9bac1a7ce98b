import type { KscAction, ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import { kscCopy, type KscCopy } from './ksc-copy'

function ActionItem({ action, t }: { action: KscAction; t: KscCopy }) {
  return (
    <li>
      <strong>{action.do}</strong>
      {action.key && <span className="meta"> ({t.keyMark})</span>}
      <br />
      <span className="meta">
        {t.owner}: {action.owner} · {t.effort}: {t.efforts[action.effort]} · {t.serves}: {action.clause}
        {action.reference && `; ${action.reference}`} · {t.proof}: {action.proof}
      </span>
    </li>
  )
}

function Plan({ heading, actions, t }: { heading: string; actions: KscAction[]; t: KscCopy }) {
  return (
    <>
      <h3>{heading}</h3>
      {actions.length ? (
        <ol className="ksc-plan">
          {actions.map((action) => (
            <ActionItem key={action.id} action={action} t={t} />
          ))}
        </ol>
      ) : (
        <p className="meta">{t.noActions}</p>
      )}
    </>
  )
}

/** The server's verdict: the entity type and its duties, score and level, reporting readiness, the two plans, what to find out, the areas. */
export function KscResult({ lang, result }: { lang: Lang; result: ScoreResult }) {
  const t = kscCopy[lang]
  return (
    <div className="ksc-result" role="status" aria-live="polite">
      <h3>{t.entity}</h3>
      <p>
        <strong>{result.entity.name}</strong>. {result.entity.reasons.join(' ')}
      </p>
      <ul>
        {result.entity.duties.map((duty) => (
          <li key={duty.id}>
            {duty.text} <span className="meta">({duty.basis})</span>
          </li>
        ))}
      </ul>
      <p className="meta">{t.notLegalAdvice}</p>
      <p className="score-big">
        <strong>{result.score}</strong> / 100
      </p>
      <p>
        {t.level}: <strong>{result.levelName}</strong>. {result.levelDescription} {t.target(result.entity.targetName)}
      </p>
      {result.capped && <p className="side-note">{t.capped(result.levelName)}</p>}
      {result.failedKeyMeasures.length > 0 && (
        <div className="side-note">
          <p>{t.keyFailed}</p>
          <ul>
            {result.failedKeyMeasures.map((m) => (
              <li key={m.id}>{m.text}</li>
            ))}
          </ul>
        </div>
      )}
      <h3>{t.readiness}</h3>
      <ul>
        {result.readiness.map((r) => (
          <li key={r.stage}>
            {t.stages[r.stage]}: <strong>{t.statuses[r.status]}</strong>
          </li>
        ))}
      </ul>
      <Plan heading={t.plan90} actions={result.actions.filter((a) => a.plan === '90d')} t={t} />
      <Plan heading={t.plan12} actions={result.actions.filter((a) => a.plan === '12m')} t={t} />
      {result.toFindOut.length > 0 && (
        <>
          <h3>{t.findOut}</h3>
          <ul>
            {result.toFindOut.map((item) => (
              <li key={item.id}>
                {item.question} <span className="meta">({t.whereToLook}: {item.proof})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t.areas}</h3>
      <ul className="bars">
        {result.areas.map((area) => (
          <li key={area.id}>
            <span className="bar-label">
              {area.name} <span className="meta">({area.score === null ? t.notApplicable : t.ofAnswered(area.answered, area.applicable)})</span>
            </span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${area.score ?? 0}%` }} data-band={(area.score ?? 0) >= 80 ? 'high' : (area.score ?? 0) >= 50 ? 'mid' : 'low'} />
            </span>
            <span className="bar-value">{area.score ?? '–'}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

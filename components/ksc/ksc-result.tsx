import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import { kscCopy } from './ksc-copy'

/** The server's verdict: overall score and level, a bar per area, the weakest areas with what to do first. */
export function KscResult({ lang, result }: { lang: Lang; result: ScoreResult }) {
  const t = kscCopy[lang]
  return (
    <div className="ksc-result" role="status" aria-live="polite">
      <p className="score-big">
        <strong>{result.score}</strong> / 100
      </p>
      <p>
        {t.level}: <strong>{result.levelName}</strong>. {result.levelDescription}
      </p>
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
      <h3>{t.areas}</h3>
      <ul className="bars">
        {result.areas.map((area) => (
          <li key={area.id}>
            <span className="bar-label">
              {area.name} <span className="meta">({t.ofAnswered(area.answered, area.total)})</span>
            </span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${area.score}%` }} data-band={area.score >= 80 ? 'high' : area.score >= 50 ? 'mid' : 'low'} />
            </span>
            <span className="bar-value">{area.score}</span>
          </li>
        ))}
      </ul>
      {result.weakestAreas.length > 0 && <h3>{t.weakest}</h3>}
      {result.weakestAreas.map((area) => (
        <div key={area.id}>
          <h4>
            {area.name} ({area.score}/100) · {t.when}: {t.horizon[area.horizon]}
          </h4>
          <p>{area.recommendation}</p>
        </div>
      ))}
    </div>
  )
}

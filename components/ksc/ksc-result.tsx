import type { KscAction, ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Lang } from '@/lib/shared/i18n/langs'
import { kscResultWords } from '@/lib/shared/i18n/ksc-result-words'
import { formatDate } from '@/lib/shared/i18n/messages'
import { kscCopy } from './ksc-copy'

// The result's own words (shared with the PDF report) beside the check's: only the result loads them.
const resultCopy = {
  pl: { ...kscResultWords.pl, ...kscCopy.pl },
  en: { ...kscResultWords.en, ...kscCopy.en },
}
type ResultCopy = (typeof resultCopy)['pl']

interface Shown {
  t: ResultCopy
  /** Question texts by id, as the visitor's landscape words them. */
  questions: Record<string, string>
  /** The KSC act beside the article, where the entity's duties come from it. */
  basis: string | null
}

function ActionItem({ action, t, questions, basis }: Shown & { action: KscAction }) {
  const marks = [action.legal && t.legalMark, action.key && t.keyMark, action.queued && t.queued]
    .filter(Boolean)
    .join('; ')
  return (
    <li>
      <strong>{action.do}</strong>
      {marks && <span className="meta"> ({marks})</span>}
      <br />
      <span className="meta">
        {questions[action.id]} · {t.states[action.state]} · {t.owner}: {action.owner} · {t.effort}:{' '}
        {t.days(action.days)}
        {action.tool && ` · ${t.tool(action.tool)}`} · {t.serves}: {action.clause}
        {basis && `, ${basis}`}
      </span>
    </li>
  )
}

function Plan({ heading, actions, cost, ...shown }: Shown & { heading: string; actions: KscAction[]; cost: string }) {
  const days = actions.reduce((n, a) => n + a.days, 0)
  return (
    <>
      <h3>
        {heading}
        {actions.length > 0 && (
          <span className="meta">
            {' '}
            – {shown.t.planTotal(actions.length, days)}
            {cost && `; ${cost}`}
          </span>
        )}
      </h3>
      {actions.length ? (
        <ol className="ksc-plan">
          {actions.map((action) => (
            <ActionItem key={action.id} action={action} {...shown} />
          ))}
        </ol>
      ) : (
        <p className="meta">{shown.t.noActions}</p>
      )}
    </>
  )
}

/** The 30-day discovery plan: the effort by owner, then each answer to establish, key measures first. */
function Discovery({ result, ...shown }: Shown & { result: ScoreResult }) {
  const { t } = shown
  if (!result.toFindOut.length) return null
  const days = result.discovery.reduce((n, o) => n + o.days, 0)
  const cost = t.planCost(days, result.dayRate)
  return (
    <>
      <h3>{t.plan30}</h3>
      <p>{t.plan30Intro(result.toFindOut.length, cost ? `${t.days(days)} (${cost})` : t.days(days))}</p>
      <ul>
        {result.discovery.map((o) => (
          <li key={o.owner}>
            {o.owner}: {t.planTotal(o.items, o.days)}
          </li>
        ))}
      </ul>
      <ol>
        {result.toFindOut.map((item) => (
          <li key={item.id}>
            {shown.questions[item.id]}
            {item.key && <span className="meta"> ({t.keyMark})</span>}{' '}
            <span className="meta">
              ({t.owner}: {item.owner} · {t.whereToLook}: {item.proof})
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}

function KeyList({ heading, items }: { heading: string; items: ScoreResult['failedKeyMeasures'] }) {
  if (!items.length) return null
  return (
    <div className="side-note">
      <p>{heading}</p>
      <ul>
        {items.map((m) => (
          <li key={m.id}>{m.text}</li>
        ))}
      </ul>
    </div>
  )
}

/** The legal must-dos with owners and dates, the competent bodies, the weeks left and what stays open then. */
function MustDo({ lang, result, t }: { lang: Lang; result: ScoreResult; t: ResultCopy }) {
  const deadline = result.atDeadline
  return (
    <>
      {result.mustDo.length > 0 && (
        <>
          <h3>{t.mustDoHeading}</h3>
          <ol className="ksc-plan">
            {result.mustDo.map((m) => (
              <li key={m.id} data-state={m.state}>
                <strong>{m.text}</strong> <span className="meta">({t.mustDoState[m.state]})</span>
                {m.state !== 'done' && (
                  <>
                    <br />
                    <span className="meta">{t.mustDoMeta(m.owner, formatDate(lang, m.due), m.basis)}</span>
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {result.competent && (
        <p>
          {t.competent(result.competent.csirt, result.competent.authority)}{' '}
          <span className="meta">({result.competent.basis})</span>
        </p>
      )}
      {result.weeksLeft !== null && <p>{t.weeksLeft(result.weeksLeft)}</p>}
      {deadline && <p>{t.forecast(deadline, formatDate(lang, deadline.date), result.toFindOut.length)}</p>}
    </>
  )
}

/** The server's verdict, the board's view first: status, score and level, key measures, the three decisions, the legal must-dos; then duties, the weakest areas, reporting readiness, the discovery plan, the plans, the areas. */
export function KscResult({
  lang,
  result,
  questions,
}: {
  lang: Lang
  result: ScoreResult
  questions: Record<string, string>
}) {
  const t = resultCopy[lang]
  const type = result.entity.type
  const shown: Shown = { t, questions, basis: type === 'dora' || type === 'outside' ? null : t.kscAct }
  const plan = (p: KscAction['plan']) => result.actions.filter((a) => a.plan === p)
  const cost = (p: KscAction['plan']) => {
    const effort = result.effort.find((e) => e.plan === p)!
    return t.planCost(effort.days, result.dayRate, effort.tools)
  }
  return (
    <div className="ksc-result" role="status" aria-live="polite">
      <h3>{t.entity}</h3>
      <p>
        <strong>{result.entity.name}</strong>. {result.entity.reasons.join(' ')}
      </p>
      <p className="meta">{t.notLegalAdvice}</p>
      {type === 'dora' && <p className="side-note">{t.doraNotAssessed}</p>}
      {result.score === null ? (
        <p className="side-note">
          {t.score}: <strong>{t.notEstablished}</strong>.{' '}
          {t.scoreNotEstablished(result.unknownShare, result.unknownLimit)}
        </p>
      ) : (
        <>
          <p className="score-big">
            <strong>{result.score}</strong> / 100
          </p>
          <p>
            {t.level}: <strong>{result.levelName}</strong>. {result.levelDescription}{' '}
            {t.target(result.entity.targetName)}
          </p>
        </>
      )}
      {result.capped && <p className="side-note">{t.capped(result.levelName!, result.failedKeyMeasures.length > 0)}</p>}
      <KeyList heading={t.keyFailed} items={result.failedKeyMeasures} />
      <KeyList heading={t.keyUnknown} items={result.unknownKeyMeasures} />
      <h3>{t.decisions}</h3>
      <ol>
        {result.decisions.map((decision) => (
          <li key={decision}>{decision}</li>
        ))}
      </ol>
      <MustDo lang={lang} result={result} t={t} />
      <h3>{t.duties}</h3>
      <ul>
        {result.entity.duties.map((duty) => (
          <li key={duty.id}>
            {duty.text} <span className="meta">({duty.basis})</span>
          </li>
        ))}
      </ul>
      {result.weakestAreas.length > 0 && (
        <p>
          {t.weakest}: {result.weakestAreas.map((a) => `${a.name} (${a.score})`).join(', ')}
        </p>
      )}
      {result.readiness.length > 0 && (
        <>
          <h3>{type === 'dora' ? t.reportingDora : t.readiness}</h3>
          {type === 'dora' && <p>{t.reportingElsewhere.dora}</p>}
          <ul>
            {result.readiness.map((r) => (
              <li key={r.stage}>
                {t.stages[r.stage]}: <strong>{t.statuses[r.status]}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <Discovery result={result} {...shown} />
      <Plan heading={t.plan90} actions={plan('90d')} cost={cost('90d')} {...shown} />
      {result.load90.length > 0 && (
        <p className="meta">
          {t.load}: {result.load90.map((o) => `${o.owner} – ${t.planTotal(o.items, o.days)}`).join('; ')}.
        </p>
      )}
      <Plan heading={t.plan12} actions={plan('12m')} cost={cost('12m')} {...shown} />
      <Plan heading={t.planImprove} actions={plan('improve')} cost={cost('improve')} {...shown} />
      <h3>{t.areas}</h3>
      <ul className="bars">
        {result.areas.map((area) => (
          <li key={area.id}>
            <span className="bar-label">
              {area.name}{' '}
              <span className="meta">
                (
                {area.status === 'not-applicable'
                  ? t.notApplicable
                  : `${t.ofAnswered(area.answered, area.applicable)}${area.status === 'not-established' ? ` · ${t.notEstablished}` : ''}`}
                )
              </span>
            </span>
            <span className="bar" aria-hidden="true">
              <span
                style={{ width: `${area.score ?? 0}%` }}
                data-band={(area.score ?? 0) >= 80 ? 'high' : (area.score ?? 0) >= 50 ? 'mid' : 'low'}
              />
            </span>
            <span className="bar-value">{area.score ?? '–'}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

'use client'

import { useEffect, useRef, useState } from 'react'
import type { PublicQuestionnaire } from '@/lib/content/questionnaire'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { ChallengeWidget } from '@/lib/contracts/form-guards'
import type { Lang } from '@/lib/i18n/langs'
import { kscCopy } from './ksc-copy'
import { KscReportForm } from './ksc-report-form'
import { KscResult } from './ksc-result'
import { useSessionState } from './use-session-state'

interface Props {
  lang: Lang
  questionnaire: PublicQuestionnaire
  marker: string
  challenge: ChallengeWidget
  privacyHref: string
}

type Answers = Record<string, number>

/** The questionnaire one area at a time, then the result from the server, then the report form. */
export function KscCheck({ lang, questionnaire, marker, challenge, privacyHref }: Props) {
  const t = kscCopy[lang]
  const { areas } = questionnaire
  const storeKey = `ksc:${questionnaire.version}:${lang}`
  const [answers, setAnswers] = useSessionState<Answers>(`${storeKey}:answers`, {})
  const [step, setStep] = useSessionState<number>(`${storeKey}:step`, 0)
  const [result, setResult] = useState<{ for: string; value: ScoreResult } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const total = areas.reduce((n, a) => n + a.questions.length, 0)
  const answered = Object.keys(answers).length
  const onResult = step >= areas.length
  const answersKey = JSON.stringify(answers)

  // The score always comes from the server, for the answers as they are now.
  useEffect(() => {
    if (!onResult || result?.for === answersKey) return
    const controller = new AbortController()
    fetch('/api/ksc-check/score/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: `{"answers":${answersKey},"lang":"${lang}"}`,
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = await response.json()
        if (!response.ok) throw new Error(body?.error ?? t.network)
        setResult({ for: answersKey, value: body.result })
        setError(null)
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message || t.network))
    return () => controller.abort()
  }, [onResult, answersKey, lang, result, t.network])

  // Focus follows the step for keyboard and screen-reader users (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  const go = (next: number) => {
    moved.current = true
    setStep(Math.max(0, Math.min(next, areas.length)))
  }

  if (onResult) {
    return (
      <div>
        <h2 ref={heading} tabIndex={-1}>
          {t.resultHeading}
        </h2>
        {error && (
          <p className="form-status" role="alert" data-tone="error">
            {error}
          </p>
        )}
        {!result && !error && (
          <p role="status" aria-live="polite">
            {t.scoring}
          </p>
        )}
        {result && <KscResult lang={lang} result={result.value} />}
        <p className="step-nav">
          <button type="button" className="secondary" onClick={() => go(0)}>
            {t.edit}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setAnswers({})
              go(0)
            }}
          >
            {t.restart}
          </button>
        </p>
        {result && <KscReportForm lang={lang} answers={answers} marker={marker} challenge={challenge} privacyHref={privacyHref} />}
      </div>
    )
  }

  const area = areas[step]!
  return (
    <div>
      <p className="meta">
        {t.area(step + 1, areas.length)} · {area.basis}
      </p>
      <progress className="ksc-progress" value={step + 1} max={areas.length} aria-label={t.progress} />
      <h2 ref={heading} tabIndex={-1}>
        {area.name}
      </h2>
      <p className="meta">{t.skipNote}</p>
      {area.questions.map((question) => (
        <fieldset key={question.id} className="question" aria-describedby={question.help ? `${question.id}-help` : undefined}>
          <legend>{question.text}</legend>
          {question.help && (
            <p className="meta" id={`${question.id}-help`}>
              {question.help}
            </p>
          )}
          {question.options.map((label, index) => (
            <label key={label} className="option">
              <input
                type="radio"
                name={question.id}
                value={index}
                checked={answers[question.id] === index}
                onChange={() => setAnswers({ ...answers, [question.id]: index })}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <p className="meta" aria-live="polite">
        {t.answered(answered, total)}
      </p>
      <p className="step-nav">
        <button type="button" className="secondary" onClick={() => go(step - 1)} disabled={step === 0}>
          {t.back}
        </button>
        <button type="button" onClick={() => go(step + 1)}>
          {step === areas.length - 1 ? t.finish : t.next}
        </button>
      </p>
    </div>
  )
}

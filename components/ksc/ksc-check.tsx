'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { ReadyBlock } from '@/components/forms/ready'
import { useHydrated } from '@/components/forms/use-hydrated'
import type { PublicQuestionnaire, ScoreResult } from '@/lib/shared/contracts/ksc'
import { OPERATION_PATHS } from '@/lib/shared/contracts/operation-paths'
import { binds, classify, type Scope } from '@/lib/shared/ksc/classify-entity'
import type { Lang } from '@/lib/shared/i18n/langs'
import { forLandscape } from '@/lib/shared/i18n/landscape-text'
import { kscCopy } from './ksc-copy'
import { KscQuestion } from './ksc-question'
import { useSessionState } from './use-session-state'
import { fitsMark, forReport, measureAnswers, type MeasuredMark } from './evidence/measure-answers'
import { useSapExports } from './evidence/use-sap-exports'
import type { Finding } from '@/lib/browser/sap-exports/evidence'

// What a visit may never show loads when it is shown: the evidence step, its notes, the result and its report form.
const KscEvidence = dynamic(() => import('./evidence/ksc-evidence').then((m) => m.KscEvidence))
const MeasuredNote = dynamic(() => import('./evidence/measured-note').then((m) => m.MeasuredNote))
const KscResult = dynamic(() => import('./ksc-result').then((m) => m.KscResult))
const KscReportForm = dynamic(() => import('./ksc-report-form').then((m) => m.KscReportForm))

interface Props {
  lang: Lang
  questionnaire: PublicQuestionnaire
  privacyHref: string
}

type Answers = Record<string, number>

/** Which questions the landscape asks: an unanswered landscape question asks all it could. */
function askedFlags(questionnaire: PublicQuestionnaire, answers: Answers): Set<string> {
  return new Set(
    questionnaire.landscape.flatMap((l) =>
      answers[l.id] === undefined ? l.sets.flat() : (l.sets[answers[l.id]!] ?? []),
    ),
  )
}

/** The scope answers as their values ("annex1", "large", ...); an unanswered question is left out. */
function scopeOf(questionnaire: PublicQuestionnaire, answers: Answers): Scope {
  return Object.fromEntries(
    questionnaire.scope.flatMap((s) => (answers[s.id] === undefined ? [] : [[s.id, s.values[answers[s.id]!]]])),
  )
}

/** A scope value that says something ("unknown" does not). */
const known = (value: string | undefined) => (value && value !== 'unknown' ? value : undefined)

/** The scope stage, the landscape stage, then the questionnaire one area at a time, the result from the server, the report form. */
export function KscCheck({ lang, questionnaire, privacyHref }: Props) {
  const t = kscCopy[lang]
  const storeKey = `ksc:${questionnaire.version}:${lang}`
  const [answers, setAnswers] = useSessionState<Answers>(`${storeKey}:answers`, {})
  const [step, setStep] = useSessionState<number>(`${storeKey}:step`, 0)
  // The marks live as long as the files they rest on, in memory: a reload empties the file list and clears them.
  const [marks, setMarks] = useState<Record<string, MeasuredMark>>({})
  const exports = useSapExports()
  const applied = useRef<Finding[] | null>(null)
  const [result, setResult] = useState<{ for: string; value: ScoreResult } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const flags = askedFlags(questionnaire, answers)
  const word = (text: string) => forLandscape(text, flags)
  const scope = scopeOf(questionnaire, answers)
  // An unanswered scope question counts as "don't know".
  const entity = classify(scope).type
  // An area the act does not ask of this entity (art. 20 and 23 outside its scope) is not asked; the score leaves it out too.
  const areas = questionnaire.areas
    .filter((area) => binds(area, entity))
    .map((area) => ({
      ...area,
      questions: area.questions
        .filter((question) => !question.when || flags.has(question.when))
        .map((question) => ({
          ...question,
          text: word(question.text),
          help: question.help && word(question.help),
          options: question.options.map(word),
        })),
    }))
    .filter((area) => area.questions.length > 0)
  const questionTexts = Object.fromEntries(
    areas.flatMap((area) => area.questions.map((question) => [question.id, question.text])),
  )
  // What the report form would ask again: the size and sector the scope step took.
  const profile = { orgSize: known(scope['scope-size']), sector: known(scope['scope-sector']) }
  const stages = [
    {
      id: 'scope',
      name: t.scopeHeading,
      meta: t.scopeNote(questionnaire.scope.length),
      questions: questionnaire.scope,
    },
    { id: 'landscape', name: t.landscapeHeading, meta: t.landscapeNote, questions: questionnaire.landscape },
    { id: 'evidence', name: t.evidenceHeading, meta: t.evidenceMeta, questions: [] },
    ...areas.map((area) => ({
      id: area.id,
      name: area.name,
      meta: `${area.clause} · ${t.skipNote}`,
      questions: area.questions,
    })),
  ]

  const asked = stages.flatMap((s) => s.questions.map((question) => question.id))
  const total = asked.length
  const answered = asked.filter((id) => answers[id] !== undefined).length
  const onResult = step >= stages.length
  const answersKey = JSON.stringify(answers)

  // The score always comes from the server, for the answers as they are now.
  useEffect(() => {
    if (!onResult || result?.for === answersKey) return
    const controller = new AbortController()
    fetch(OPERATION_PATHS.scoreKscCheck, {
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

  // An option ticked before this code ran stays ticked in the page (React leaves it as it finds it): take it as
  // the answer it shows.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const ticked = root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? []
    if (ticked.length)
      setAnswers((current) => ({
        ...current,
        ...Object.fromEntries(Array.from(ticked, (input) => [input.name, Number(input.value)])),
      }))
  }, [setAnswers])

  // New findings from the worker answer the questions they fit (once per message of the worker).
  useEffect(() => {
    if (!exports.findings || applied.current === exports.findings) return
    applied.current = exports.findings
    const measured = measureAnswers(questionnaire, exports.findings, exports.files, answers)
    setAnswers(measured.answers)
    setMarks(measured.marks)
  }, [exports.findings, exports.files, answers, questionnaire, setAnswers, setMarks])

  const choose = (question: (typeof stages)[number]['questions'][number], index: number) => {
    setAnswers({ ...answers, [question.id]: index })
    const mark = marks[question.id]
    if (mark && !('measured' in question && fitsMark(question, mark, index))) {
      setMarks(Object.fromEntries(Object.entries(marks).filter(([id]) => id !== question.id)))
    }
  }
  const askedMarks = Object.fromEntries(Object.entries(marks).filter(([id]) => questionTexts[id] !== undefined))

  // Focus follows the step for keyboard and screen-reader users (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  const go = (next: number) => {
    moved.current = true
    setStep(Math.max(0, Math.min(next, stages.length)))
  }

  if (onResult) {
    return (
      <ReadyBlock ref={root}>
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
        {result && <KscResult lang={lang} result={result.value} questions={questionTexts} />}
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
        {result && (
          <KscReportForm
            lang={lang}
            answers={answers}
            measured={forReport(askedMarks)}
            profile={profile}
            privacyHref={privacyHref}
          />
        )}
      </ReadyBlock>
    )
  }

  const stage = stages[step]!
  return (
    <ReadyBlock ref={root}>
      <p className="meta">{t.step(step + 1, stages.length)}</p>
      <progress className="ksc-progress" value={step + 1} max={stages.length} aria-label={t.progress} />
      <h2 ref={heading} tabIndex={-1}>
        {stage.name}
      </h2>
      <p className="meta">{stage.meta}</p>
      {stage.id === 'evidence' && <KscEvidence lang={lang} exports={exports} />}
      {stage.questions.map((question) => (
        <KscQuestion
          key={question.id}
          question={question}
          chosen={answers[question.id]}
          onChoose={(index) => choose(question, index)}
          note={marks[question.id] && <MeasuredNote lang={lang} mark={marks[question.id]!} />}
        />
      ))}
      {step === 0 && <p>{t.length(questionnaire.questionCount, questionnaire.minutes)}</p>}
      <p className="meta" aria-live="polite">
        {t.answered(answered, total)}
      </p>
      <StepNav back={t.back} next={step === stages.length - 1 ? t.finish : t.next} step={step} go={go} />
    </ReadyBlock>
  )
}

/** Back and next, which wait for the check's code: their own component, so hydration redraws only them. */
function StepNav({ back, next, step, go }: { back: string; next: string; step: number; go: (step: number) => void }) {
  const ready = useHydrated()
  return (
    <p className="step-nav">
      <button type="button" className="secondary" onClick={() => go(step - 1)} disabled={step === 0 || !ready}>
        {back}
      </button>
      <button type="button" onClick={() => go(step + 1)} disabled={!ready}>
        {next}
      </button>
    </p>
  )
}

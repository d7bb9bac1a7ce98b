import 'server-only'
import { Canvas, Text, View } from '@react-pdf/renderer'
import type { KscAction, ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Scored } from '@/lib/server/domain/ksc/answers'
import type { Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import type { Lang } from '@/lib/shared/i18n/langs'
import type { QuestionFacts } from './question-facts'
import type { ReportCopy } from './report-copy'
import { Dot } from './report-summary'
import { colours, pointColours, styles } from './report-styles'

interface Props {
  lang: Lang
  result: ScoreResult
  scored: Scored[]
  t: ReportCopy
}

const cellColour = (s: Scored) =>
  !s.applies
    ? colours.none
    : !s.option
      ? '#ffffff'
      : s.option.dontKnow
        ? colours.unknown
        : pointColours[s.option.points]!
const readinessColours = {
  ready: colours.good,
  partly: colours.warn,
  'not-ready': colours.bad,
  unknown: colours.unknown,
}

const CELL = 11
const CELL_GAP = 2
// 16 cells a line fit the cells' 42 % of an A4 text width (214 pt); no area has nearly as many questions.
const CELLS_PER_LINE = 16

interface Painter {
  rect(x: number, y: number, w: number, h: number): Painter
  lineWidth(w: number): Painter
  fillAndStroke(fill: string, stroke: string): Painter
}

/** An area's squares on one canvas, far faster to lay out than a <View> each (bench/history.md), looking the same. */
function Cells({ fills }: { fills: string[] }) {
  const lines = Math.ceil(fills.length / CELLS_PER_LINE)
  const paint = (painter: Painter) => {
    painter.lineWidth(0.5)
    fills.forEach((fill, i) => {
      const x = (i % CELLS_PER_LINE) * (CELL + CELL_GAP)
      const y = Math.floor(i / CELLS_PER_LINE) * (CELL + CELL_GAP)
      painter.rect(x + 0.25, y + 0.25, CELL - 0.5, CELL - 0.5).fillAndStroke(fill, colours.line)
    })
    return null
  }
  return <Canvas style={[styles.heatCells, { height: lines * (CELL + CELL_GAP) - CELL_GAP }]} paint={paint} />
}

/** Areas as rows, questions as cells coloured by their points; then reporting readiness, or for DORA where reporting goes instead (outside the act, nothing). */
export function HeatMap({ result, scored, t }: Props) {
  const type = result.entity.type
  return (
    <View>
      <Text style={styles.h2}>{t.heatMap}</Text>
      <Text style={[styles.small, styles.muted, { marginBottom: 4 }]}>{t.heatLegend}</Text>
      {result.areas.map((area) => (
        <View key={area.id} style={styles.heatRow} wrap={false}>
          <Text style={styles.heatName}>{area.name}</Text>
          <Cells fills={scored.filter((s) => s.question.area === area.id).map(cellColour)} />
          <Text style={styles.heatScore}>{t.areaScore(area)}</Text>
        </View>
      ))}
      {type !== 'outside' && <Text style={styles.h2}>{type === 'dora' ? t.reportingDora : t.readiness}</Text>}
      {type === 'dora' && <Text style={{ marginBottom: 3 }}>{t.reportingElsewhere.dora}</Text>}
      {result.readiness.map((r) => (
        <View key={r.stage} style={styles.item}>
          <Dot colour={readinessColours[r.status]} />
          <Text style={styles.itemText}>{`${t.stages[r.stage]}: ${t.statuses[r.status]}`}</Text>
        </View>
      ))}
    </View>
  )
}

interface PlanProps {
  heading: string
  actions: KscAction[]
  /** What the plan costs bought in, and the tools it needs (ksc-result-words `planCost`); empty for none. */
  cost: string
  facts: Map<string, QuestionFacts>
  basis: string | null
  /** One line an action, for improvements: what to do and its effort. */
  brief?: boolean
  t: ReportCopy
}

function Plan({ heading, actions, cost, facts, basis, brief, t }: PlanProps) {
  const days = actions.reduce((n, a) => n + a.days, 0)
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={40}>
        {`${heading}${actions.length ? ` – ${t.planTotal(actions.length, days)}${cost ? `; ${cost}` : ''}` : ''}`}
      </Text>
      {actions.length === 0 && <Text style={styles.muted}>{t.noActions}</Text>}
      {brief && actions.length > 0 && (
        <Text style={styles.compact}>{actions.map((a) => `• ${a.do} (${t.days(a.days)})`).join('\n')}</Text>
      )}
      {!brief &&
        actions.map((a, i) => {
          const reference = facts.get(a.id)!.reference
          const marks = [a.legal && t.legalMark, a.key && t.keyMark, a.queued && t.queued].filter(Boolean).join('; ')
          return (
            <View
              key={a.id}
              style={[styles.action, { borderLeftColor: a.key || a.legal ? colours.bad : colours.line }]}
              wrap={false}
            >
              <Text style={{ fontWeight: 'bold' }}>{`${i + 1}. ${a.do}${marks ? ` (${marks})` : ''}`}</Text>
              <Text style={[styles.muted, { fontSize: 7.5 }]}>
                {`${t.states[a.state]} · ${t.owner}: ${a.owner} · ${t.effort}: ${t.days(a.days)}${a.tool ? ` · ${t.tool(a.tool)}` : ''} · ${t.serves}: ${a.clause}${basis ? `, ${basis}` : ''}${reference ? `; ${reference}` : ''}`}
              </Text>
            </View>
          )
        })}
    </View>
  )
}

/** The 30-day discovery plan by owner, then each answer to establish; key measures first. */
function Discovery({ result, facts, t }: { result: ScoreResult; facts: Map<string, QuestionFacts>; t: ReportCopy }) {
  if (!result.toFindOut.length) return null
  const days = result.discovery.reduce((n, o) => n + o.days, 0)
  const cost = t.planCost(days, result.dayRate)
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={60}>
        {t.plan30}
      </Text>
      <Text style={{ marginBottom: 2 }}>
        {t.plan30Intro(result.toFindOut.length, cost ? `${t.days(days)} (${cost})` : t.days(days))}
      </Text>
      <Text style={[styles.compact, { marginBottom: 3 }]}>
        {result.discovery.map((o) => `• ${o.owner}: ${t.planTotal(o.items, o.days)}`).join('\n')}
      </Text>
      <Text style={styles.compact}>
        {result.toFindOut
          .map(
            (item) =>
              `☐ ${facts.get(item.id)!.question}${item.key ? ` (${t.keyMark})` : ''} – ${t.owner}: ${item.owner}; ${item.proof}`,
          )
          .join('\n')}
      </Text>
    </View>
  )
}

/** The discovery plan, the three plans, and how to prove each action in SAP. */
export function Plans({ result, facts, t }: Props & { facts: Map<string, QuestionFacts> }) {
  // Duties under the KSC act: its name beside the directive's article, except for DORA, which is cited alone.
  const basis = result.entity.type === 'dora' || result.entity.type === 'outside' ? null : t.kscAct
  const plan = (p: KscAction['plan']) => result.actions.filter((a) => a.plan === p)
  const cost = (p: KscAction['plan']) => {
    const effort = result.effort.find((e) => e.plan === p)!
    return t.planCost(effort.days, result.dayRate, effort.tools)
  }
  return (
    <View>
      <Text style={[styles.small, styles.muted, { marginTop: 10 }]}>{t.planIntro(result.capacity)}</Text>
      <Discovery result={result} facts={facts} t={t} />
      <Plan heading={t.plan90} actions={plan('90d')} cost={cost('90d')} facts={facts} basis={basis} t={t} />
      {result.load90.length > 0 && (
        <Text style={[styles.small, { marginTop: 2 }]}>
          {`${t.load}: ${result.load90.map((o) => `${o.owner} – ${t.planTotal(o.items, o.days)}`).join('; ')}.`}
        </Text>
      )}
      <Plan heading={t.plan12} actions={plan('12m')} cost={cost('12m')} facts={facts} basis={basis} t={t} />
      <Plan
        heading={t.planImprove}
        actions={plan('improve')}
        cost={cost('improve')}
        facts={facts}
        basis={basis}
        brief
        t={t}
      />
      {result.actions.length > 0 && (
        <View>
          <Text style={styles.h2} minPresenceAhead={30}>
            {t.evidence}
          </Text>
          <Text style={[styles.small, styles.muted, { marginBottom: 3 }]}>{t.evidenceIntro}</Text>
          <Text style={styles.compact}>
            {result.actions.map((a) => `• ${facts.get(a.id)!.area}: ${facts.get(a.id)!.proof}`).join('\n')}
          </Text>
        </View>
      )}
    </View>
  )
}

/** The scoring method disclosed, with the disclaimer and what was stored; last and kept whole, so the last page is
 * never near-empty. */
export function Method({ lang, q, t }: { lang: Lang; q: Questionnaire; t: ReportCopy }) {
  const number = new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB')
  const cap = q.levels.find((l) => l.id === q.keyMeasureCap)!.name[lang]
  return (
    <View wrap={false}>
      <Text style={styles.h2}>{t.method}</Text>
      <Text>{t.methodText(q.version, cap, Math.round(100 * q.unknownLimit))}</Text>
      <Text
        style={[styles.small, { marginTop: 4 }]}
      >{`${t.weights}: ${q.areas.map((a) => `${a.name[lang]} ${number.format(a.weight)}`).join(' · ')}`}</Text>
      <Text
        style={[styles.small, { marginTop: 2 }]}
      >{`${t.levels}: ${q.levels.map((l) => `${l.name[lang]} ${t.levelFrom(l.min)}`).join(' · ')}`}</Text>
      <Text style={[styles.small, { marginTop: 2 }]}>
        {`${t.keyList}: ${q.questions
          .filter((x) => x.key)
          .map((x) => `${x.key!.name[lang]} (${t.pass(x.key!.pass)})`)
          .join(' · ')}`}
      </Text>
      <Text style={styles.h2}>{t.disclaimer}</Text>
      <Text>{t.disclaimerText}</Text>
      <Text style={styles.h2}>{t.stored}</Text>
      <Text>{t.storedText}</Text>
    </View>
  )
}

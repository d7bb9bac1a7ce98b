import 'server-only'
import { Canvas, Text, View } from '@react-pdf/renderer'
import type { KscAction, ScoreResult } from '@/lib/contracts/ksc'
import type { Scored } from '@/lib/ksc/answers'
import type { Questionnaire } from '@/lib/ksc/questionnaire-schema'
import type { Lang } from '@/lib/i18n/langs'
import type { ReportCopy } from './report-copy'
import { Dot } from './report-summary'
import { colours, pointColours, styles } from './report-styles'

interface Props {
  lang: Lang
  result: ScoreResult
  scored: Scored[]
  t: ReportCopy
}

const cellColour = (s: Scored) => (!s.applies ? colours.none : !s.option ? '#ffffff' : s.option.dontKnow ? colours.unknown : pointColours[s.option.points]!)
const readinessColours = { ready: colours.good, partly: colours.warn, 'not-ready': colours.bad, unknown: colours.unknown }

const CELL = 11
const CELL_GAP = 2
// 16 cells a line fit the cells' 42 % of an A4 text width (214 pt); no area has nearly as many questions.
const CELLS_PER_LINE = 16

interface Painter {
  rect(x: number, y: number, w: number, h: number): Painter
  lineWidth(w: number): Painter
  fillAndStroke(fill: string, stroke: string): Painter
}

/**
 * An area's questions as squares, drawn on one canvas: a <View> per square cost about 5 ms of a 65 ms report
 * (bench/RESULTS.md). Each square as the <View> drew it: 11 pt, its 0.5 pt border inside, 2 pt apart.
 */
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

/** Areas as rows, questions as cells coloured by their points. */
export function HeatMap({ result, scored, t }: Props) {
  return (
    <View>
      <Text style={styles.h2}>{t.heatMap}</Text>
      <Text style={[styles.small, styles.muted, { marginBottom: 4 }]}>{t.heatLegend}</Text>
      {result.areas.map((area) => (
        <View key={area.id} style={styles.heatRow} wrap={false}>
          <Text style={styles.heatName}>{area.name}</Text>
          <Cells fills={scored.filter((s) => s.question.area === area.id).map(cellColour)} />
          <Text style={styles.heatScore}>{t.areaScore(area.score)}</Text>
        </View>
      ))}
      <Text style={styles.h2}>{t.readiness}</Text>
      {result.readiness.map((r) => (
        <View key={r.stage} style={styles.item}>
          <Dot colour={readinessColours[r.status]} />
          <Text style={styles.itemText}>{`${t.stages[r.stage]}: ${t.statuses[r.status]}`}</Text>
        </View>
      ))}
    </View>
  )
}

function Plan({ heading, actions, t }: { heading: string; actions: KscAction[]; t: ReportCopy }) {
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={40}>
        {heading}
      </Text>
      {actions.length === 0 && <Text style={styles.muted}>{t.noActions}</Text>}
      {actions.map((a, i) => (
        <View key={a.id} style={[styles.action, { borderLeftColor: a.key ? colours.bad : colours.line }]} wrap={false}>
          <Text style={{ fontWeight: 'bold' }}>{`${i + 1}. ${a.do}${a.key ? ` (${t.keyMark})` : ''}`}</Text>
          <Text style={[styles.muted, { fontSize: 7.5 }]}>
            {`${t.owner}: ${a.owner} · ${t.effort}: ${a.effort} · ${t.serves}: ${a.clause}${a.reference ? `; ${a.reference}` : ''}`}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** The two plans, what to find out, and how to prove each action in SAP. */
export function Plans({ result, t }: Props) {
  return (
    <View>
      <Text style={[styles.small, styles.muted, { marginTop: 10 }]}>{t.planIntro}</Text>
      <Plan heading={t.plan90} actions={result.actions.filter((a) => a.plan === '90d')} t={t} />
      <Plan heading={t.plan12} actions={result.actions.filter((a) => a.plan === '12m')} t={t} />
      {result.toFindOut.length > 0 && (
        <View>
          <Text style={styles.h2} minPresenceAhead={30}>
            {t.findOut}
          </Text>
          {result.toFindOut.map((item) => (
            <Text key={item.id} style={{ marginBottom: 3 }}>{`• ${item.question} (${item.proof})`}</Text>
          ))}
        </View>
      )}
      <Text style={styles.h2} minPresenceAhead={30}>
        {t.evidence}
      </Text>
      <Text style={[styles.small, styles.muted, { marginBottom: 3 }]}>{t.evidenceIntro}</Text>
      <Text style={styles.compact}>{result.actions.map((a) => `• ${a.area}: ${a.proof}`).join('\n')}</Text>
    </View>
  )
}

/**
 * The scoring method disclosed: weights, levels, key measures and the cap; the disclaimer and what was stored.
 * Last, and kept whole, so the last page always carries it all and is never near-empty.
 */
export function Method({ lang, q, t }: { lang: Lang; q: Questionnaire; t: ReportCopy }) {
  const number = new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB')
  const cap = q.levels.find((l) => l.id === q.keyMeasureCap)!.name[lang]
  return (
    <View wrap={false}>
      <Text style={styles.h2}>{t.method}</Text>
      <Text>{t.methodText(q.version, cap)}</Text>
      <Text style={[styles.small, { marginTop: 4 }]}>{`${t.weights}: ${q.areas.map((a) => `${a.name[lang]} ${number.format(a.weight)}`).join(' · ')}`}</Text>
      <Text style={[styles.small, { marginTop: 2 }]}>{`${t.levels}: ${q.levels.map((l) => `${l.name[lang]} ${t.levelFrom(l.min)}`).join(' · ')}`}</Text>
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

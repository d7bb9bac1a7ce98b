import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Scored } from '@/lib/ksc/answers'
import type { Lang } from '@/lib/i18n/langs'
import { boardDecisions } from './board-decisions'
import type { ReportCopy } from './report-copy'
import { colours, styles } from './report-styles'

type KeyStatus = keyof ReportCopy['keyStatus']
const keyColours: Record<KeyStatus, string> = {
  met: colours.good,
  failed: colours.bad,
  unknown: colours.unknown,
  na: colours.none,
}

function keyStatus(s: Scored): KeyStatus {
  if (!s.applies) return 'na'
  if (!s.option || s.option.dontKnow) return 'unknown'
  return s.option.points >= s.question.key!.pass ? 'met' : 'failed'
}

export function Dot({ colour }: { colour: string }) {
  return <View style={[styles.dot, { backgroundColor: colour }]} />
}

/** Page one: the entity status, the level with any cap, the key measures as traffic lights, the weakest areas, the duties and dates with the weeks left, three decisions with their effort. */
export function ExecutiveSummary({
  lang,
  result,
  scored,
  t,
}: {
  lang: Lang
  result: ScoreResult
  scored: Scored[]
  t: ReportCopy
}) {
  return (
    <View>
      <Text style={styles.h2}>{t.summary}</Text>
      <View style={[styles.row, { gap: 10 }]}>
        <View style={styles.panel}>
          <Text style={styles.muted}>{t.score}</Text>
          {result.score === null ? (
            <>
              <Text style={[styles.score, { fontSize: 18 }]}>{t.notEstablished}</Text>
              <Text style={styles.small}>{t.scoreNotEstablished(result.unknownShare, result.unknownLimit)}</Text>
            </>
          ) : (
            <>
              <Text style={styles.score}>{`${result.score} / 100`}</Text>
              <Text style={styles.h3}>{`${t.level}: ${result.levelName}`}</Text>
            </>
          )}
          {result.capped && (
            <Text style={styles.note}>{t.capped(result.levelName!, result.failedKeyMeasures.length > 0)}</Text>
          )}
        </View>
        <View style={styles.panel}>
          <Text style={styles.muted}>{t.entity}</Text>
          <Text style={[styles.h3, { fontSize: 13 }]}>{result.entity.name}</Text>
          <Text style={styles.small}>{result.entity.reasons.join(' ')}</Text>
          <Text style={[styles.small, { marginTop: 3 }]}>{t.target(result.entity.targetName)}</Text>
        </View>
      </View>
      <Text style={styles.h3}>{t.keyMeasures}</Text>
      {scored
        .filter((s) => s.question.key && s.applies)
        .map((s) => {
          const status = keyStatus(s)
          return (
            <View key={s.question.id} style={styles.item}>
              <Dot colour={keyColours[status]} />
              <Text style={styles.itemText}>{`${s.question.key!.name[lang]}: ${t.keyStatus[status]}`}</Text>
            </View>
          )
        })}
      <Text style={styles.h3}>{t.weakest}</Text>
      <Text>
        {result.weakestAreas.length
          ? result.weakestAreas.map((a) => `${a.name}: ${a.score} / 100`).join(' · ')
          : result.areas.some((a) => a.status === 'not-established')
            ? t.weakestUnknown
            : t.weakestNone}
      </Text>
      <Text style={styles.h3}>{t.deadlines}</Text>
      {result.entity.duties.map((duty) => (
        <Text key={duty.id} style={[styles.small, { marginBottom: 2 }]}>
          {`• ${duty.text} (${duty.basis})`}
        </Text>
      ))}
      {result.weeksLeft !== null && (
        <Text style={[styles.small, { fontWeight: 'bold' }]}>{t.weeksLeft(result.weeksLeft)}</Text>
      )}
      <Text style={styles.h3}>{t.decisions}</Text>
      {boardDecisions(result, t).map((decision, i) => (
        <Text key={decision} style={{ marginBottom: 3 }}>{`${i + 1}. ${decision}`}</Text>
      ))}
    </View>
  )
}

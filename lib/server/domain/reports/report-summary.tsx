import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import type { Scored } from '@/lib/server/domain/ksc/answers'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formatDate } from '@/lib/shared/i18n/messages'
import type { ReportCopy } from './report-copy'
import { colours, styles } from './report-styles'

type KeyStatus = keyof ReportCopy['keyStatus']
const mustDoColours = { open: colours.bad, unknown: colours.unknown, done: colours.good }
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

/** The legal must-dos and what the plan leaves open at the adaptation deadline. */
function MustDo({ lang, result, t }: { lang: Lang; result: ScoreResult; t: ReportCopy }) {
  const deadline = result.atDeadline
  return (
    <>
      {result.mustDo.length > 0 && <Text style={styles.h3}>{t.mustDoHeading}</Text>}
      {result.mustDo.map((m) => (
        <View key={m.id} style={styles.item} wrap={false}>
          <Dot colour={mustDoColours[m.state]} />
          <Text style={[styles.itemText, styles.small]}>
            {`${m.text} `}
            <Text style={styles.muted}>
              {m.state === 'done'
                ? `(${t.mustDoState.done})`
                : `(${t.mustDoState[m.state]}) ${t.mustDoMeta(m.owner, formatDate(lang, m.due), m.basis)}`}
            </Text>
          </Text>
        </View>
      ))}
      {result.weeksLeft !== null && (
        <Text style={[styles.small, { fontWeight: 'bold' }]}>{t.weeksLeft(result.weeksLeft)}</Text>
      )}
      {deadline && (
        <Text style={styles.small}>
          {t.forecast(deadline, formatDate(lang, deadline.date), result.toFindOut.length)}
        </Text>
      )}
    </>
  )
}

/** The entity's duties and dates with the articles they rest on, and the competent bodies, at the head of page two. */
export function Duties({ result, t }: { result: ScoreResult; t: ReportCopy }) {
  return (
    <View>
      <Text style={styles.h2}>{t.deadlines}</Text>
      {result.entity.duties.map((duty) => (
        <Text key={duty.id} style={[styles.small, { marginBottom: 2 }]}>
          {`• ${duty.text} (${duty.basis})`}
        </Text>
      ))}
      {result.competent && (
        <Text style={[styles.small, { marginTop: 2 }]}>
          {`${t.competent(result.competent.csirt, result.competent.authority)} (${result.competent.basis})`}
        </Text>
      )}
    </View>
  )
}

/** Page one: the entity status, the score and level (or why not established), the key measures as traffic lights, the weakest areas, the legal must-dos with owners and dates, the weeks left and what stays open then, three decisions. */
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
      {result.entity.type === 'dora' && <Text style={[styles.small, { marginTop: 4 }]}>{t.doraNotAssessed}</Text>}
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
      <MustDo lang={lang} result={result} t={t} />
      <Text style={styles.h3}>{t.decisions}</Text>
      {result.decisions.map((decision, i) => (
        <Text key={decision} style={{ marginBottom: 3 }}>{`${i + 1}. ${decision}`}</Text>
      ))}
    </View>
  )
}

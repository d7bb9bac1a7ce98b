import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { ScoreResult } from '@/lib/contracts/ksc'
import { isUnknown, type Scored } from '@/lib/ksc/answers'
import type { Lang } from '@/lib/i18n/langs'
import { drillCopy } from './drill-copy'
import { styles } from './report-styles'

/** An answer that leaves a template field empty: the control is missing (0 points) or not established. */
function lacks(scored: Scored[], id: string): boolean {
  const s = scored.find((x) => x.question.id === id)
  return !!s?.applies && (isUnknown(s) || s.option!.points === 0)
}

/** Whether alerts from SAP are handled around the clock (own or external SOC), so the scenario can start there. */
function hasSoc(scored: Scored[]): boolean {
  const s = scored.find((x) => x.question.id === 'inc-sap-detection')
  return !!s?.option && s.option.points === 4
}

/**
 * The drill kit of the entity's regime (NIS2 art. 23 or DORA art. 19): the recipient from the answers, the report
 * templates, the UODO track beside them, warnings where the answers leave a field unfillable, and a timed tabletop
 * exercise whose scenario starts where the answers say alerts are seen.
 */
export function DrillKit({
  lang,
  answered,
  result,
  scored,
}: {
  lang: Lang
  answered: string[]
  result: ScoreResult
  scored: Scored[]
}) {
  const t = drillCopy[lang]
  const kit = result.entity.type === 'dora' ? t.dora : t.nis2
  const landscape = answered.flatMap((flag) => t.parts[flag] ?? [])
  const csirt = result.competent?.csirt
  const recipient =
    result.entity.type === 'dora' ? t.dora.recipient() : csirt ? t.nis2.recipient(csirt) : t.recipientUnknown
  const warnings = [
    lacks(scored, 'rep-security-audit-log') && t.warnings.sal,
    lacks(scored, 'inc-read-access-logging') && t.warnings.ral,
  ].filter((w): w is string => typeof w === 'string')
  const reports = [...kit.reports, t.uodo]
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={120}>
        {kit.heading}
      </Text>
      <Text style={{ marginBottom: 4 }}>{kit.intro}</Text>
      <Text style={[styles.small, { marginBottom: 2 }]}>{recipient}</Text>
      {landscape.length > 0 && (
        <Text style={[styles.small, { marginBottom: 2 }]}>{t.landscape(landscape.join('; '))}</Text>
      )}
      {warnings.length > 0 && (
        <Text style={[styles.small, styles.note, { marginBottom: 2 }]}>
          {[t.warningsHeading, ...warnings.map((w) => `• ${w}`)].join('\n')}
        </Text>
      )}
      {reports.map((report, i) => (
        <View key={report.title} wrap={false}>
          <Text style={styles.h3}>{`${i + 1}. ${report.title}`}</Text>
          <Text style={styles.compact}>{report.fields.map((field) => `☐ ${field}: ____________`).join('\n')}</Text>
        </View>
      ))}
      <View wrap={false}>
        <Text style={styles.h3}>{kit.exercise}</Text>
        <Text style={styles.compact}>
          {kit
            .steps(hasSoc(scored) ? t.soc.own : t.soc.none)
            .map((step) => `• ${step}`)
            .join('\n')}
        </Text>
      </View>
    </View>
  )
}

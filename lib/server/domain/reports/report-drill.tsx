import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import { isUnknown, type Scored } from '@/lib/server/domain/ksc/answers'
import type { Lang } from '@/lib/shared/i18n/langs'
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

type Copy = (typeof drillCopy)[Lang]
interface Kit {
  heading: string
  intro: string
  recipient: string
  reports: { title: string; fields: string[] }[]
  exercise: string
  steps: string[]
}

/** The entity's regime's kit: DORA's, art. 23's, or a provider's notice to customers (inside art. 23's if in scope). */
function kitFor(t: Copy, result: ScoreResult, provider: boolean, soc: string): Kit {
  if (result.entity.type === 'dora') return { ...t.dora, recipient: t.dora.recipient(), steps: t.dora.steps(soc) }
  if (!result.readiness.length)
    return {
      ...t.provider,
      reports: [t.provider.customers(false)],
      exercise: t.nis2.exercise,
      steps: [t.provider.scenario(soc), ...t.provider.steps],
    }
  const csirt = result.competent?.csirt
  const kit = { ...t.nis2, recipient: csirt ? t.nis2.recipient(csirt) : t.recipientUnknown, steps: t.nis2.steps(soc) }
  if (!provider) return kit
  // The steps: the scenario, evidence, the significance decision, then the customers' notice before the 24 hours.
  const [, evidence, decision, ...rest] = kit.steps
  return {
    ...kit,
    reports: [...kit.reports.slice(0, -1), t.provider.customers(true)],
    steps: [t.provider.scenario(soc), evidence!, decision!, t.provider.customerStep, ...rest],
  }
}

/** The drill kit: recipient, report templates, the UODO track, warnings on unfillable fields, a timed exercise. */
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
  const kit = kitFor(t, result, answered.includes('provider'), hasSoc(scored) ? t.soc.own : t.soc.none)
  const landscape = answered.flatMap((flag) => t.parts[flag] ?? [])
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
      <Text style={[styles.small, { marginBottom: 2 }]}>{kit.recipient}</Text>
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
        <Text style={styles.compact}>{kit.steps.map((step) => `• ${step}`).join('\n')}</Text>
      </View>
    </View>
  )
}

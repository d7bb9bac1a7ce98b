import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { Lang } from '@/lib/i18n/langs'
import { drillCopy } from './drill-copy'
import { styles } from './report-styles'

/** The art. 23 drill kit: the three report templates, prefilled with the landscape as answered, and a timed tabletop exercise. */
export function DrillKit({ lang, answered }: { lang: Lang; answered: string[] }) {
  const t = drillCopy[lang]
  const landscape = answered.flatMap((flag) => t.parts[flag] ?? [])
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={120}>
        {t.heading}
      </Text>
      <Text style={{ marginBottom: 4 }}>{t.intro}</Text>
      <Text style={[styles.small, { marginBottom: 2 }]}>{t.csirt}</Text>
      {landscape.length > 0 && (
        <Text style={[styles.small, { marginBottom: 2 }]}>{t.landscape(landscape.join('; '))}</Text>
      )}
      {t.reports.map((report, i) => (
        <View key={report.title} wrap={false}>
          <Text style={styles.h3}>{`${i + 1}. ${report.title}`}</Text>
          <Text style={styles.compact}>{report.fields.map((field) => `☐ ${field}: ____________`).join('\n')}</Text>
        </View>
      ))}
      <View wrap={false}>
        <Text style={styles.h3}>{t.exercise}</Text>
        <Text style={styles.compact}>{t.steps.map((step) => `• ${step}`).join('\n')}</Text>
      </View>
    </View>
  )
}

import 'server-only'
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { site } from '@/lib/content/site'
import type { Questionnaire } from '@/lib/ksc/questionnaire-schema'
import type { ScoreResult } from '@/lib/contracts/ksc'
import type { Lang } from '@/lib/i18n/langs'
import { formatDate } from '@/lib/i18n/messages'
import { REPORT_FONT, registerReportFonts } from './fonts'
import { reportCopy } from './report-copy'

export interface ReportInput {
  lang: Lang
  result: ScoreResult
  questionnaire: Questionnaire
  /** Question id to the index of the chosen option (already filtered to valid ones). */
  answers: Record<string, number>
  date: Date
}

const ink = '#15212b'
const brand = '#0b4a66'
const muted = '#4a5866'
const styles = StyleSheet.create({
  page: { fontFamily: REPORT_FONT, fontSize: 10, color: ink, padding: 42, paddingBottom: 56, lineHeight: 1.4 },
  brand: { fontSize: 12, fontWeight: 'bold', color: brand },
  title: { fontSize: 24, fontWeight: 'bold', marginTop: 80, lineHeight: 1.2 },
  subtitle: { fontSize: 14, color: muted, marginTop: 8, lineHeight: 1.2 },
  facts: { marginTop: 28 },
  scoreBox: { marginTop: 36, padding: 16, backgroundColor: '#eef3f6', borderLeftWidth: 4, borderLeftColor: brand },
  scoreNumber: { fontSize: 36, fontWeight: 'bold', color: brand, lineHeight: 1.15, marginVertical: 6 },
  h2: { fontSize: 14, fontWeight: 'bold', marginTop: 18, marginBottom: 8, color: brand },
  h3: { fontSize: 11, fontWeight: 'bold', marginTop: 8 },
  muted: { color: muted },
  barRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
  barLabel: { width: '42%', paddingRight: 6 },
  small: { fontSize: 8, color: muted },
  barTrack: { width: '46%', height: 10, backgroundColor: '#dfe6eb' },
  barValue: { width: '12%', textAlign: 'right', fontWeight: 'bold' },
  answer: { marginBottom: 5 },
  footer: { position: 'absolute', bottom: 24, left: 42, right: 42, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: muted },
})

const barColour = (score: number) => (score >= 80 ? '#1d5e2c' : score >= 60 ? '#0b4a66' : score >= 40 ? '#9a6b00' : '#a4161a')

function Footer({ lang }: { lang: Lang }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {site.legalName} · {site.email}
      </Text>
      <Text>{reportCopy[lang].title}</Text>
    </View>
  )
}

function KscReport({ lang, result, questionnaire, answers, date }: ReportInput) {
  const t = reportCopy[lang]
  return (
    <Document title={t.title} author={site.legalName} language={lang} creator={site.brand}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{site.brand}</Text>
        <Text style={styles.title}>{t.title}</Text>
        <Text style={styles.subtitle}>{t.subtitle}</Text>
        <View style={styles.facts}>
          <Text>
            {t.date}: {formatDate(lang, date.toISOString().slice(0, 10))}
          </Text>
        </View>
        <View style={styles.scoreBox}>
          <Text style={styles.muted}>{t.score}</Text>
          <Text style={styles.scoreNumber}>{result.score} / 100</Text>
          <Text style={styles.h3}>
            {t.level}: {result.levelName}
          </Text>
          <Text>{result.levelDescription}</Text>
        </View>
        <Footer lang={lang} />
      </Page>

      <Page size="A4" style={styles.page}>
        <Text style={styles.h2}>{t.areasHeading}</Text>
        {result.areas.map((area) => (
          <View key={area.id} style={styles.barRow} wrap={false}>
            <View style={styles.barLabel}>
              <Text>{area.name}</Text>
              <Text style={styles.small}>{t.answered(area.answered, area.total)}</Text>
            </View>
            <View style={styles.barTrack}>
              <View style={{ width: `${area.score ?? 0}%`, height: 10, backgroundColor: barColour(area.score ?? 0) }} />
            </View>
            <Text style={styles.barValue}>{area.score ?? '–'}</Text>
          </View>
        ))}
        {result.actions.length > 0 && <Text style={styles.h2}>{t.weakestHeading}</Text>}
        {result.actions.slice(0, 5).map((action) => (
          <View key={action.id} wrap={false}>
            <Text style={styles.h3}>{action.do}</Text>
            <Text>
              {action.owner} · {action.effort} · {action.clause}
            </Text>
          </View>
        ))}
        {result.failedKeyMeasures.length > 0 && (
          <View wrap={false}>
            <Text style={styles.h2}>{t.keyHeading}</Text>
            <Text style={styles.muted}>{t.keyIntro}</Text>
            {result.failedKeyMeasures.map((m) => (
              <Text key={m.id} style={styles.answer}>
                • {m.text}
              </Text>
            ))}
          </View>
        )}
        <Footer lang={lang} />
      </Page>

      <Page size="A4" style={styles.page}>
        <Text style={styles.h2}>{t.answersHeading}</Text>
        {questionnaire.areas.map((area) => (
          <View key={area.id}>
            <Text style={styles.h3}>
              {area.name[lang]}
            </Text>
            {questionnaire.questions
              .filter((question) => question.area === area.id)
              .map((question) => {
                const chosen = answers[question.id]
                const option = chosen === undefined ? undefined : question.options[chosen]
                return (
                  <View key={question.id} style={styles.answer} wrap={false}>
                    <Text>{question.text[lang]}</Text>
                    <Text style={styles.muted}>→ {option ? option.label[lang] : t.noAnswer}</Text>
                  </View>
                )
              })}
          </View>
        ))}
        <Text style={styles.h2}>{t.nextHeading}</Text>
        {t.next.map((line) => (
          <Text key={line} style={styles.answer}>
            • {line}
          </Text>
        ))}
        <Text style={styles.h2}>{t.methodHeading}</Text>
        <Text>{t.method(questionnaire.version)}</Text>
        <Text style={styles.h2}>{t.disclaimerHeading}</Text>
        <Text>{t.disclaimer}</Text>
        <Text style={styles.h2}>{t.storedHeading}</Text>
        <Text>{t.stored}</Text>
        <Footer lang={lang} />
      </Page>
    </Document>
  )
}

/** The KSC readiness report as PDF bytes, in the visitor's language, with Polish letters intact. */
export async function renderKscReport(input: ReportInput): Promise<Buffer> {
  registerReportFonts()
  return renderToBuffer(<KscReport {...input} />)
}

import 'server-only'
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { site } from '@/lib/shared/content/site'
import type { ScoreResult } from '@/lib/shared/contracts/ksc'
import { answeredFlags, landscapeFlags, scoredAnswers, type Answers } from '@/lib/server/domain/ksc/answers'
import type { Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formatDate } from '@/lib/shared/i18n/messages'
import { REPORT_FONT, registerReportFonts } from './fonts'
import { cacheTextLayout } from './layout-cache'
import { numberPages } from './number-pages'
import { AnswersAppendix } from './report-appendix'
import type { MeasuredAnswer } from '@/lib/shared/contracts/ksc-evidence'
import { HeatMap, Method, Plans } from './report-body'
import { reportCopy, type ReportCopy } from './report-copy'
import { DrillKit } from './report-drill'
import { questionFacts } from './question-facts'
import { Duties, ExecutiveSummary } from './report-summary'
import { styles } from './report-styles'

/** What the report shows: the result and the answers, never anything else the requester typed. */
export interface ReportInput {
  lang: Lang
  result: ScoreResult
  questionnaire: Questionnaire
  answers: Answers
  /** Answers measured from SAP exports (lib/server/domain/ksc/measured.ts): fixed identifiers and counts. */
  measured?: Record<string, MeasuredAnswer>
  date: Date
}

/** On every page: the marking at the top, the sender at the bottom (the page number is stamped after layout). */
function Frame({ t }: { t: ReportCopy }) {
  return (
    <>
      <View style={styles.header} fixed>
        <Text>{site.brand}</Text>
        <Text style={styles.confidential}>{t.confidential}</Text>
      </View>
      <Text style={styles.footer} fixed>{`${site.legalName} · ${site.email} · ${t.title}`}</Text>
    </>
  )
}

// The renderer's newer pagination (opt-in in 4.9) measures content once instead of again at every page break; same
// pages, text and pixels (bench/history.md).
const pageProps = { size: 'A4', style: styles.page, experimentalPagination: true } as const

function KscReport({ lang, result, questionnaire: q, answers, measured = {}, date }: ReportInput) {
  const t = reportCopy[lang]
  const scored = scoredAnswers(answers, q, result.entity.type)
  const flags = landscapeFlags(answers, q)
  const facts = questionFacts(q, lang, flags, result.entity.type === 'dora')
  // Only what the visitor said they run: an unanswered landscape question, or "don't know", names nothing.
  const answered = [...answeredFlags(answers, q)]
  // A kit where the entity reports (to a CSIRT or KNF), or where it runs SAP for customers who do.
  const drill = result.readiness.length > 0 || answered.includes('provider')
  return (
    <Document title={t.title} author={site.legalName} language={lang} creator={site.brand}>
      <Page {...pageProps}>
        <Frame t={t} />
        <Text style={styles.title}>{t.title}</Text>
        <Text
          style={styles.subtitle}
        >{`${t.subtitle} · ${t.date}: ${formatDate(lang, date.toISOString().slice(0, 10))} · ${t.version}: ${q.version}`}</Text>
        <ExecutiveSummary lang={lang} result={result} scored={scored} t={t} />
      </Page>
      <Page {...pageProps}>
        <Frame t={t} />
        <Duties result={result} t={t} />
        <HeatMap lang={lang} result={result} scored={scored} t={t} />
        <Plans lang={lang} result={result} scored={scored} facts={facts} t={t} />
        {drill && <DrillKit lang={lang} answered={answered} result={result} scored={scored} />}
        <AnswersAppendix lang={lang} q={q} answers={answers} measured={measured} scored={scored} flags={flags} t={t} />
        <Method lang={lang} q={q} t={t} />
      </Page>
    </Document>
  )
}

/** The KSC readiness report as PDF bytes, in the visitor's language, with Polish letters intact. */
export async function renderKscReport(input: ReportInput): Promise<Buffer> {
  registerReportFonts()
  // The faces by their weights as numbers: asked for by word, the font store's exact match (numbers) misses and
  // 'bold' falls back to the regular face, so the bold one would never be memoised.
  await cacheTextLayout(REPORT_FONT, [400, 700])
  return numberPages(await renderToBuffer(<KscReport {...input} />), {
    label: reportCopy[input.lang].page,
    right: 42,
    // On the footer's baseline (its line sits at 20 pt, the text's baseline above that; tests hold the two together).
    bottom: 25.2,
  })
}

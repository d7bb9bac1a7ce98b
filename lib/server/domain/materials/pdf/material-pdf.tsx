import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import { site } from '@/lib/shared/content/site'
import type { Lang } from '@/lib/shared/i18n/langs'
import { formatDate } from '@/lib/shared/i18n/messages'
import { REPORT_FONT, registerReportFonts } from '@/lib/server/domain/reports/fonts'
import { numberPages } from '@/lib/server/domain/reports/number-pages'
import { ChapterBlocks, brand, chaptersOf, ink, muted } from './markdown-pdf'

// One gated material as a small book: a cover, the contents with page numbers, then each chapter (a level-2
// heading of its Markdown) from a new page, every page after the cover with the title at the top and "n / N" at
// the bottom. Built by `npm run materials`, never per request.

export interface MaterialPdfInput {
  lang: Lang
  title: string
  kind: string
  subtitle: string
  date: string
  markdown: string
  /** Page of each chapter, by title; absent in the first pass, when nothing is known yet. */
  chapterPages?: Record<string, number>
  /** Written into the PDF's metadata, so the file says which source it was made from. */
  sourceHash: string
}

const copy = {
  pl: { contents: 'Spis treści', edition: 'Wydanie', notAdvice: 'Materiał nie stanowi porady prawnej.' },
  en: { contents: 'Contents', edition: 'Edition', notAdvice: 'This material is not legal advice.' },
}

const styles = StyleSheet.create({
  page: { fontFamily: REPORT_FONT, fontSize: 10, color: ink, paddingTop: 64, paddingHorizontal: 50, paddingBottom: 60 },
  cover: { fontFamily: REPORT_FONT, color: '#ffffff', backgroundColor: brand, padding: 56 },
  coverBrand: { fontSize: 14, fontWeight: 'bold' },
  coverKind: { fontSize: 12, marginTop: 150, textTransform: 'uppercase', letterSpacing: 1.5 },
  coverTitle: { fontSize: 30, fontWeight: 'bold', marginTop: 12, lineHeight: 1.2 },
  coverSubtitle: { fontSize: 14, marginTop: 16, lineHeight: 1.35 },
  coverFoot: { position: 'absolute', bottom: 56, left: 56, right: 56, fontSize: 10 },
  header: {
    position: 'absolute',
    top: 28,
    left: 50,
    right: 50,
    fontSize: 8,
    color: muted,
    borderBottomWidth: 0.5,
    borderBottomColor: '#c7d2da',
    paddingBottom: 4,
  },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 50,
    right: 100,
    fontSize: 8,
    color: muted,
  },
  heading: { fontSize: 16, fontWeight: 'bold', color: brand, marginBottom: 12 },
  tocRow: { flexDirection: 'row', marginBottom: 8 },
  tocEntry: { flex: 1, paddingRight: 12 },
  tocPage: { width: 30, textAlign: 'right' },
})

function BookPage({ input, children }: { input: MaterialPdfInput; children: ReactNode }) {
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.header} fixed>
        {input.title}
      </Text>
      {children}
      <View style={styles.footer} fixed>
        <Text>{`${site.brand} · ${copy[input.lang].notAdvice}`}</Text>
      </View>
    </Page>
  )
}

function MaterialPdf(input: MaterialPdfInput) {
  const t = copy[input.lang]
  const chapters = chaptersOf(input.markdown)
  return (
    <Document
      title={input.title}
      subject={input.subtitle}
      author={site.legalName}
      creator={site.brand}
      language={input.lang}
      keywords={`source-sha256:${input.sourceHash}`}
    >
      <Page size="A4" style={styles.cover}>
        <Text style={styles.coverBrand}>{site.brand}</Text>
        <Text style={styles.coverKind}>{input.kind}</Text>
        <Text style={styles.coverTitle}>{input.title}</Text>
        <Text style={styles.coverSubtitle}>{input.subtitle}</Text>
        <View style={styles.coverFoot}>
          <Text>{`${t.edition}: ${formatDate(input.lang, input.date)}`}</Text>
          <Text>{`${site.legalName} · ${site.email}`}</Text>
        </View>
      </Page>
      <BookPage input={input}>
        <Text style={styles.heading}>{t.contents}</Text>
        {chapters.map(({ title }) => (
          <View key={title} style={styles.tocRow}>
            <Text style={styles.tocEntry}>{title}</Text>
            <Text style={styles.tocPage}>{input.chapterPages?.[title] ?? '…'}</Text>
          </View>
        ))}
      </BookPage>
      {chapters.map((chapter) => (
        <BookPage key={chapter.title} input={input}>
          <Text style={styles.heading}>{chapter.title}</Text>
          <ChapterBlocks chapter={chapter} />
        </BookPage>
      ))}
    </Document>
  )
}

export async function renderMaterialPdf(input: MaterialPdfInput): Promise<Buffer> {
  registerReportFonts()
  const pdf = await renderToBuffer(<MaterialPdf {...input} />)
  return numberPages(pdf, { label: (n, total) => `${n} / ${total}`, right: 50, bottom: 30, from: 2 })
}

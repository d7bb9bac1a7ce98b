import { Heading, Text } from '@react-email/components'
import type { Lang } from '@/lib/shared/i18n/langs'
import { reportCopy } from '@/lib/server/domain/reports/report-copy'
import { MailLayout } from './mail-layout'

/** The mail that carries the KSC report. It repeats only what the server computed, nothing the visitor typed. */
export function ReportMail({ lang, score, levelName }: { lang: Lang; score: number | null; levelName: string | null }) {
  const t = reportCopy[lang]
  return (
    <MailLayout lang={lang} preview={t.mailSubject}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {t.mailHeading}
      </Heading>
      <Text>{t.mailBody}</Text>
      <Text>
        <strong>
          {score === null ? `${t.score}: ${t.notEstablished}` : `${t.score}: ${score} / 100 · ${t.level}: ${levelName}`}
        </strong>
      </Text>
      <Text>{t.mailNext}</Text>
    </MailLayout>
  )
}

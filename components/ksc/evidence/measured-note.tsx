import type { Lang } from '@/lib/i18n/langs'
import { figuresText } from '@/lib/i18n/evidence-words'
import { evidenceCopy } from './evidence-copy'
import type { MeasuredMark } from './measure-answers'

/** "Measured from <file> (<date>): the counts. You can change the answer." beside a measured question. */
export function MeasuredNote({ lang, mark }: { lang: Lang; mark: MeasuredMark }) {
  const t = evidenceCopy[lang]
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  const files = mark.files.map((f) => `${f.name} (${new Date(f.date).toLocaleDateString(locale)})`).join(', ')
  const audit = mark.finding === 'audit-log-off' || mark.finding === 'audit-log-on'
  return (
    <>
      <strong>{t.measuredFrom(files)}</strong> {figuresText(mark.figures, lang)}. {audit && `${t.auditCaveat} `}
      {t.editable}
    </>
  )
}

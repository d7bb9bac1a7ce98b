import { decisiveFindings } from '@/lib/browser/sap-exports/decisive-findings'
import type { Lang } from '@/lib/shared/i18n/langs'
import { figuresText } from '@/lib/shared/i18n/evidence-words'
import { evidenceCopy, familyOf } from './evidence-copy'
import type { MeasuredMark } from './measure-answers'

/** Beside a measured question: the files and counts, what the export cannot show, whether it chose the answer. */
export function MeasuredNote({ lang, mark }: { lang: Lang; mark: MeasuredMark }) {
  const t = evidenceCopy[lang]
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  const files = mark.files.map((f) => `${f.name} (${new Date(f.date).toLocaleDateString(locale)})`).join(', ')
  const decided = decisiveFindings.includes(mark.finding)
  return (
    <>
      <strong>{t.measuredFrom(files)}</strong> {figuresText(mark.figures, lang)}. {t.cannotShow[familyOf(mark.finding)]}{' '}
      {decided ? `${t.decided} ${t.editable}` : t.yours}
    </>
  )
}

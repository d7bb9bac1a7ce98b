import 'server-only'
import { Text, View } from '@react-pdf/renderer'
import type { Answers, Scored } from '@/lib/server/domain/ksc/answers'
import type { Questionnaire } from '@/lib/server/domain/ksc/questionnaire-schema'
import type { Lang } from '@/lib/shared/i18n/langs'
import { forLandscape } from '@/lib/shared/i18n/landscape-text'
import { exportKindNames, figuresText } from '@/lib/shared/i18n/evidence-words'
import type { MeasuredAnswer } from '@/lib/shared/contracts/ksc-evidence'
import type { ReportCopy } from './report-copy'
import { styles } from './report-styles'

// Each group as one block of lines: a <Text> per answer, or a nested one for the answer's style, costs up to
// twice the layout time (bench/RESULTS.md).
function Lines({ lines }: { lines: string[] }) {
  return <Text style={styles.compact}>{lines.join('\n')}</Text>
}

/** " [measured from the user list: users with SAP_ALL or SAP_NEW: 3; ...]": fixed words and numbers only. */
function measuredLine(mark: MeasuredAnswer | undefined, lang: Lang, t: ReportCopy): string {
  if (!mark) return ''
  const kinds = mark.kinds.map((k) => exportKindNames[k][lang]).join(', ')
  return `\n   ${t.measured(kinds)}: ${figuresText(mark.figures, lang)}`
}

/** Every question with the answer given: the scope and landscape first, then area by area. */
export function AnswersAppendix({
  lang,
  q,
  answers,
  measured,
  scored,
  flags,
  t,
}: {
  lang: Lang
  q: Questionnaire
  answers: Answers
  measured: Record<string, MeasuredAnswer>
  scored: Scored[]
  flags: ReadonlySet<string>
  t: ReportCopy
}) {
  const text = (s: { pl: string; en: string }) => forLandscape(s[lang], flags)
  const label = (s: Scored) => (!s.applies && !s.option?.na ? t.notAsked : s.option ? text(s.option.label) : t.noAnswer)
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={80}>
        {t.appendix}
      </Text>
      <Text style={styles.h3} minPresenceAhead={40}>
        {t.scopeHeading}
      </Text>
      <Lines
        lines={[...q.scope, ...q.landscape].map(
          (c) => `${c.text[lang]} → ${c.options[answers[c.id] ?? -1]?.label[lang] ?? t.noAnswer}`,
        )}
      />
      {q.areas.map((area) => (
        <View key={area.id}>
          <Text style={styles.h3} minPresenceAhead={30}>
            {area.name[lang]}
          </Text>
          <Lines
            lines={scored
              .filter((s) => s.question.area === area.id)
              .map((s) => `${text(s.question.text)} → ${label(s)}${measuredLine(measured[s.question.id], lang, t)}`)}
          />
        </View>
      ))}
    </View>
  )
}
